"use client";

import { useState } from "react";
import { useOrderCall } from "@/components/admin/orders/use-order-call";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";

/** Reconciles a range of days now; the page then shows the new run. */
export function ReconcileForm({ from, to }: { from: string; to: string }) {
  const { busy, problem, call } = useOrderCall();
  const [range, setRange] = useState({ from, to });
  return (
    <form
      aria-label="Reconcile a range of days"
      className="flex flex-wrap items-end gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        void call(
          "/api/admin/reconciliation",
          range,
          `Reconciled ${range.from} to ${range.to}`,
          "The reconciliation could not be run",
        );
      }}
    >
      <TextField
        id="reconcile-from"
        name="from"
        type="date"
        label="From (UTC)"
        required
        value={range.from}
        onChange={(event) => setRange({ ...range, from: event.target.value })}
      />
      <TextField
        id="reconcile-to"
        name="to"
        type="date"
        label="To (UTC)"
        required
        value={range.to}
        onChange={(event) => setRange({ ...range, to: event.target.value })}
      />
      <Button type="submit" size="sm" disabled={busy}>
        {busy ? "Reconciling…" : "Reconcile now"}
      </Button>
      {problem && (
        <Alert tone="error" className="w-full">
          {problem}
        </Alert>
      )}
    </form>
  );
}
