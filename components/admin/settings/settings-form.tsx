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
import {
  MAX_CART_REMINDER_HOURS,
  MAX_CHECKOUT_EXPIRY_HOURS,
  MAX_LOW_STOCK_THRESHOLD,
  shopSettingsSchema,
  type ShopSettings,
} from "@/lib/settings/contract";

/** A whole number from `min` to `max` typed in a field, or null. */
function wholeNumber(text: string, min: number, max: number): number | null {
  const value = text.trim();
  if (!/^\d+$/.test(value)) return null;
  const number = Number(value);
  return number >= min && number <= max ? number : null;
}

/**
 * The shop's settings, one section per concern (stock, checkout, cart reminders; shipping, tax and the like later),
 * saved together with PATCH /api/admin/settings.
 */
export function SettingsForm({ initial }: { initial: ShopSettings }) {
  const id = useId();
  const router = useRouter();
  const [threshold, setThreshold] = useState(String(initial.lowStockThreshold));
  const [expiry, setExpiry] = useState(String(initial.checkoutExpiryHours));
  const [reminder, setReminder] = useState(String(initial.cartReminderHours));
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const lowStockThreshold = wholeNumber(threshold, 0, MAX_LOW_STOCK_THRESHOLD);
    if (lowStockThreshold === null) {
      setError(`Low-stock threshold: enter a whole number from 0 to ${MAX_LOW_STOCK_THRESHOLD}`);
      return;
    }
    const checkoutExpiryHours = wholeNumber(expiry, 1, MAX_CHECKOUT_EXPIRY_HOURS);
    if (checkoutExpiryHours === null) {
      setError(`Abandoned checkouts: enter a whole number of hours from 1 to ${MAX_CHECKOUT_EXPIRY_HOURS}`);
      return;
    }
    const cartReminderHours = wholeNumber(reminder, 1, MAX_CART_REMINDER_HOURS);
    if (cartReminderHours === null) {
      setError(`Cart reminders: enter a whole number of hours from 1 to ${MAX_CART_REMINDER_HOURS}`);
      return;
    }
    setError(null);
    setSaving(true);
    try {
      const saved = await apiRequest("/api/admin/settings", {
        method: "PATCH",
        body: { lowStockThreshold, checkoutExpiryHours, cartReminderHours },
        schema: shopSettingsSchema,
      });
      setThreshold(String(saved.lowStockThreshold));
      setExpiry(String(saved.checkoutExpiryHours));
      setReminder(String(saved.cartReminderHours));
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
      <CardSection title="Checkout" headingId={`${id}-checkout`} headingSize="base" headingClassName="mb-4" raised className="p-5">
        <TextField
          id={`${id}-checkout-expiry`}
          label="Abandoned checkouts expire after (hours)"
          inputMode="numeric"
          className="max-w-48"
          value={expiry}
          onChange={(event) => setExpiry(event.target.value)}
          aria-invalid={error ? true : undefined}
          note="A checkout left unpaid this long is abandoned: its payment is cancelled, the order expires and leaves the active lists."
        />
      </CardSection>
      <CardSection title="Cart reminders" headingId={`${id}-cart-reminders`} headingSize="base" headingClassName="mb-4" raised className="p-5">
        <TextField
          id={`${id}-cart-reminder-hours`}
          label="Remind shoppers of an idle cart after (hours)"
          inputMode="numeric"
          className="max-w-48"
          value={reminder}
          onChange={(event) => setReminder(event.target.value)}
          aria-invalid={error ? true : undefined}
          note="A signed-in shopper whose cart stays unchanged this long gets one e-mail with a link back to it (unless they turned reminders off)."
        />
      </CardSection>
      {error && <Alert tone="error">{error}</Alert>}
      <Button type="submit" disabled={saving} aria-busy={saving}>
        {saving ? "Saving…" : "Save settings"}
      </Button>
    </form>
  );
}
