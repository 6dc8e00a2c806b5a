"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { apiErrorMessage } from "@/components/http/api-error-message";
import { announceProductChange } from "@/components/admin/activity/product-changed";
import { itemsKey } from "./items-api";

/**
 * Runs one item write from a dialog: busy while it runs; on success a toast, the items read
 * again and the dialog closed; on failure the server's detail kept for the dialog to show, and
 * the items read again too (a 409 means they changed: the dialog then shows the new figures).
 */
export function useItemAction(productId: number, close: () => void) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: itemsKey(productId) });

  const run = async (write: () => Promise<unknown>, success: string, fallback: string) => {
    setBusy(true);
    setProblem(null);
    try {
      await write();
      toast.success(success);
      await refresh();
      announceProductChange();
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
