"use client";

import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { apiErrorMessage } from "@/components/http/api-error-message";
import { apiRequest } from "@/components/http/api-request";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { inputClasses } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { ROLE_LABELS } from "@/lib/customers/contract";
import { ROLES, type Role } from "@/lib/users/types";

/** Changes a user's role; the server refuses to demote the shop's last admin and says why. */
export function RoleForm({
  customerId,
  role,
  label = "Role",
}: {
  customerId: number;
  role: Role;
  /** The select's name: several forms on one page each need their own ("Role of sam"). */
  label?: string;
}) {
  const id = useId();
  const router = useRouter();
  const [current, setCurrent] = useState(role);
  const [chosen, setChosen] = useState(role);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const save = async () => {
    setSaving(true);
    setProblem(null);
    try {
      await apiRequest(`/api/admin/customers/${customerId}`, { method: "PATCH", body: { role: chosen } });
      setCurrent(chosen);
      toast.success(`Role changed to ${ROLE_LABELS[chosen]}`);
      router.refresh();
    } catch (error) {
      setProblem(apiErrorMessage(error, "The role could not be changed"));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      className="space-y-3"
      aria-busy={saving}
      onSubmit={(event) => {
        event.preventDefault();
        if (chosen !== current) void save();
      }}
    >
      <div>
        <label htmlFor={`${id}-role`} className="mb-1 block text-sm font-medium text-neutral-800">
          {label}
        </label>
        <select
          id={`${id}-role`}
          value={chosen}
          disabled={saving}
          onChange={(event) => {
            setChosen(event.target.value as Role);
            setProblem(null);
          }}
          className={inputClasses}
        >
          {ROLES.map((value) => (
            <option key={value} value={value}>
              {ROLE_LABELS[value]}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" size="sm" disabled={saving || chosen === current}>
        {saving ? "Saving…" : "Change role"}
      </Button>
      {problem && <Alert tone="error">{problem}</Alert>}
    </form>
  );
}
