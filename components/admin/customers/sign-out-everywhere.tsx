"use client";

import { useState } from "react";
import { apiErrorMessage } from "@/components/http/api-error-message";
import { apiRequest } from "@/components/http/api-request";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { toast } from "@/components/ui/toast";
import { endedSessionsSchema } from "@/lib/accounts/contract";

/** Signs a customer out on every device (a stolen phone, a shared computer), after a confirmation. */
export function SignOutEverywhere({ customerId, name }: { customerId: number; name: string }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const signOut = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const { ended } = await apiRequest(`/api/admin/customers/${customerId}/sessions`, {
        method: "DELETE",
        schema: endedSessionsSchema,
      });
      toast.success(`${name} is signed out everywhere (${ended} ${ended === 1 ? "session" : "sessions"} ended)`);
      setOpen(false);
    } catch (error) {
      setProblem(apiErrorMessage(error, "The customer could not be signed out"));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (busy) return;
        setOpen(next);
        setProblem(null);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="secondary" size="sm">
          Sign out everywhere
        </Button>
      </DialogTrigger>
      <DialogContent role="alertdialog">
        <DialogTitle>Sign {name} out everywhere?</DialogTitle>
        <DialogDescription className="mt-2">
          Every device signed in to this account is signed out at once, and every link mailed to them and not yet
          used (a password reset, an e-mail change) stops working. Their password stays as it is. The audit trail
          records it.
        </DialogDescription>
        {problem && (
          <Alert tone="error" className="mt-4">
            {problem}
          </Alert>
        )}
        <div className="mt-6 flex justify-end gap-2">
          <Button variant="secondary" size="sm" disabled={busy} onClick={() => setOpen(false)}>
            Keep them signed in
          </Button>
          <Button variant="danger" size="sm" disabled={busy} onClick={() => void signOut()}>
            {busy ? "Signing out…" : "Sign out everywhere"}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
