"use client";

import { useId, useState } from "react";
import { apiErrorMessage } from "@/components/http/api-error-message";
import { Alert } from "@/components/ui/alert";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast";
import { CART_REMINDER_CHECKBOX_LABEL } from "@/lib/cart-reminders/contract";
import { setCartReminders } from "./profile-api";

/** The profile's cart-reminder choice, saved as soon as it is ticked or unticked. */
export function CartRemindersToggle({ initialEnabled }: { initialEnabled: boolean }) {
  const id = useId();
  const [enabled, setEnabled] = useState(initialEnabled);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const change = async (wanted: boolean) => {
    if (saving) return;
    setEnabled(wanted);
    setSaving(true);
    setError(null);
    try {
      const saved = await setCartReminders(wanted);
      setEnabled(saved.enabled);
      toast.success(saved.enabled ? "Cart reminders are on." : "Cart reminders are off.");
    } catch (failure) {
      setEnabled(!wanted);
      setError(apiErrorMessage(failure, "Your choice could not be saved. Please try again."));
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="space-y-3">
      <div className="flex items-start gap-2">
        <Checkbox
          id={`${id}-cart-reminders`}
          className="mt-0.5"
          checked={enabled}
          disabled={saving}
          aria-describedby={`${id}-note${error ? ` ${id}-error` : ""}`}
          onCheckedChange={(checked) => void change(checked === true)}
        />
        <div>
          <Label htmlFor={`${id}-cart-reminders`} className="font-normal">
            {CART_REMINDER_CHECKBOX_LABEL}
          </Label>
          <p id={`${id}-note`} className="mt-1 text-xs text-neutral-600">
            One e-mail when items stay in your cart for a while, sent to your confirmed address.
            {saving && (
              <span role="status" className="ml-2 inline-flex items-center gap-1">
                <Spinner /> Saving...
              </span>
            )}
          </p>
        </div>
      </div>
      {error && (
        <div id={`${id}-error`}>
          <Alert tone="error">{error}</Alert>
        </div>
      )}
    </div>
  );
}
