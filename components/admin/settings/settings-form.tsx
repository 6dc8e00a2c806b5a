"use client";

import { useRouter } from "next/navigation";
import { useId, useState, type FormEvent } from "react";
import { apiErrorMessage } from "@/components/http/api-error-message";
import { apiRequest } from "@/components/http/api-request";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { CardSection } from "@/components/ui/card";
import { TextField } from "@/components/ui/text-field";
import { toast } from "@/components/ui/toast";
import { MAX_LOW_STOCK_THRESHOLD, shopSettingsSchema, type ShopSettings } from "@/lib/settings/contract";

/**
 * The shop's settings, one section per concern (stock now; shipping, tax and the like later),
 * saved together with PATCH /api/admin/settings.
 */
export function SettingsForm({ initial }: { initial: ShopSettings }) {
  const id = useId();
  const router = useRouter();
  const [threshold, setThreshold] = useState(String(initial.lowStockThreshold));
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = threshold.trim();
    if (!/^\d+$/.test(value) || Number(value) > MAX_LOW_STOCK_THRESHOLD) {
      setError(`Low-stock threshold: enter a whole number from 0 to ${MAX_LOW_STOCK_THRESHOLD}`);
      return;
    }
    setError(null);
    setSaving(true);
    try {
      const saved = await apiRequest("/api/admin/settings", {
        method: "PATCH",
        body: { lowStockThreshold: Number(value) },
        schema: shopSettingsSchema,
      });
      setThreshold(String(saved.lowStockThreshold));
      toast.success("Settings saved");
      router.refresh();
    } catch (failure) {
      setError(apiErrorMessage(failure, "The settings could not be saved. Please try again."));
    } finally {
      setSaving(false);
    }
  };

  const thresholdId = `${id}-low-stock`;
  return (
    <form onSubmit={submit} noValidate className="max-w-2xl space-y-4">
      <CardSection title="Stock" headingId={`${id}-stock`} headingSize="base" headingClassName="mb-4" raised className="p-5">
        <TextField
          id={thresholdId}
          label="Low-stock threshold"
          inputMode="numeric"
          className="max-w-48"
          value={threshold}
          onChange={(event) => setThreshold(event.target.value)}
          aria-invalid={error ? true : undefined}
          note="Items with this many or fewer in stock count as low: the dashboard lists them, the inventory filters them and product pages say how few are left."
        />
      </CardSection>
      {error && <Alert tone="error">{error}</Alert>}
      <Button type="submit" disabled={saving} aria-busy={saving}>
        {saving ? "Saving…" : "Save settings"}
      </Button>
    </form>
  );
}
