"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { apiErrorMessage } from "@/components/http/api-error-message";
import { apiRequest } from "@/components/http/api-request";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast";

/** Withdraws a pending invitation: its link stops working at once. */
export function WithdrawInviteButton({ inviteId, email }: { inviteId: number; email: string }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const withdraw = async () => {
    setBusy(true);
    try {
      await apiRequest(`/api/admin/staff/invites/${inviteId}`, { method: "DELETE" });
      toast.success(`Invitation of ${email} withdrawn`);
      router.refresh();
    } catch (error) {
      toast.error(apiErrorMessage(error, "The invitation could not be withdrawn"));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size="sm"
      variant="secondary"
      disabled={busy}
      onClick={() => void withdraw()}
      aria-label={`Withdraw the invitation of ${email}`}
    >
      {busy && <Spinner />}
      Withdraw
    </Button>
  );
}
