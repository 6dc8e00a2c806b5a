"use client";

import { useRouter } from "next/navigation";
import { useId, useState, type FormEvent } from "react";
import { apiErrorMessage } from "@/components/http/api-error-message";
import { apiRequest } from "@/components/http/api-request";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { inputClasses } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { TextField } from "@/components/ui/text-field";
import { toast } from "@/components/ui/toast";
import { STAFF_ROLES, type StaffRole } from "@/lib/auth/permissions";
import { ROLE_LABELS } from "@/lib/customers/contract";
import { pendingInviteSchema } from "@/lib/staff/contract";

/** Invites someone by e-mail as seller or admin; the server mails the link and says when the address has an account. */
export function InviteForm() {
  const id = useId();
  const router = useRouter();
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<StaffRole>("seller");
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    setProblem(null);
    try {
      const invite = await apiRequest("/api/admin/staff/invites", {
        method: "POST",
        body: { email, role },
        schema: pendingInviteSchema,
      });
      toast.success(`Invitation sent to ${invite.email}`);
      setEmail("");
      router.refresh();
    } catch (error) {
      setProblem(apiErrorMessage(error, "The invitation could not be sent"));
    } finally {
      setSending(false);
    }
  };

  return (
    <form onSubmit={submit} aria-label="Invite staff" aria-busy={sending} className="space-y-3">
      <div className="flex flex-wrap items-end gap-3">
        <TextField
          id={`${id}-email`}
          label="E-mail address"
          type="email"
          autoComplete="off"
          required
          maxLength={320}
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setProblem(null);
          }}
          className="w-72"
        />
        <div>
          <label htmlFor={`${id}-role`} className="mb-1 block text-sm font-medium text-neutral-800">
            Role
          </label>
          <select
            id={`${id}-role`}
            value={role}
            onChange={(event) => setRole(event.target.value as StaffRole)}
            className={inputClasses}
          >
            {STAFF_ROLES.map((value) => (
              <option key={value} value={value}>
                {ROLE_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" disabled={sending || !email.trim()}>
          {sending && <Spinner />}
          Send invitation
        </Button>
      </div>
      <p className="text-xs text-neutral-600">
        A seller works on the catalogue, the stock and the orders (shipping, not refunds); an admin on
        everything. The link works once, for 72 hours.
      </p>
      {problem && <Alert tone="error">{problem}</Alert>}
    </form>
  );
}
