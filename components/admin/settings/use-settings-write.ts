"use client";

import { useQueryClient, type QueryKey } from "@tanstack/react-query";
import { useState } from "react";
import { apiErrorMessage } from "@/components/http/api-error-message";
import { toast } from "@/components/ui/toast";

/**
 * Runs one write of a Settings section from its dialog: busy while it runs; on success a toast,
 * the section's list read again and the dialog closed; on failure the server's detail kept for
 * the dialog to show (the list is read again too: a 404 or 409 means it changed meanwhile).
 */
export function useSettingsWrite(queryKey: QueryKey, close: () => void) {
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
      close();
    } catch (error) {
      setProblem(apiErrorMessage(error, fallback));
      await refresh();
    } finally {
      setBusy(false);
    }
  };
  return { busy, problem, run };
}
