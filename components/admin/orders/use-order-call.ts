"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { apiErrorMessage } from "@/components/http/api-error-message";
import { apiRequest } from "@/components/http/api-request";
import { toast } from "@/components/ui/toast";

/**
 * One of the order page's calls (ship, deliver, cancel, refund, retry): busy while it runs, a
 * toast when it worked and the page read again, the server's reason kept to show when it did not.
 */
export function useOrderCall() {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const call = async (path: string, body: unknown, success: string, failure: string): Promise<boolean> => {
    setBusy(true);
    setProblem(null);
    try {
      await apiRequest(path, { method: "POST", body });
      toast.success(success);
      router.refresh();
      return true;
    } catch (error) {
      const message = apiErrorMessage(error, failure);
      setProblem(message);
      toast.error(message);
      return false;
    } finally {
      setBusy(false);
    }
  };

  return { busy, problem, setProblem, call };
}
