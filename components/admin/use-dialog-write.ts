"use client";

import { useQueryClient, type QueryKey } from "@tanstack/react-query";
import { useState } from "react";
import { apiErrorMessage } from "@/components/http/api-error-message";
import { toast } from "@/components/ui/toast";

/**
 * Runs one admin write from its dialog: busy while it runs; on success a toast, the list under
 * `queryKey` read again, `afterSuccess` (if any) and the dialog closed; on failure the server's
 * detail kept for the dialog to show, and the list read again too (a 404 or 409 means it changed
 * meanwhile: the dialog and the list then show what is there now).
 */
export function useDialogWrite(queryKey: QueryKey, close: () => void, afterSuccess?: () => void) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey });

  const run = async (write: () => Promise<unknown>, success: string, fallback: string) => {
    setBusy(true);
    setProblem(null);
    try {
      await write();
      toast.success(success);
      await refresh();
      afterSuccess?.();
      close();
    } catch (error) {
      setProblem(apiErrorMessage(error, fallback));
      await refresh();
    } finally {
      setBusy(false);
    }
  };
  return { busy, problem, run, reset: () => setProblem(null) };
}
