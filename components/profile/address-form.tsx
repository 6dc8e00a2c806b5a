"use client";

import { useId, useState, type FormEvent } from "react";
import { AddressFields } from "@/components/checkout/address-fields";
import { isAddressComplete } from "@/components/checkout/address-rules";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { CountrySelect } from "@/components/location/country-select";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import type { ShippingAddress } from "@/lib/orders/contract/schemas";
import type { SavedAddressRequest } from "@/lib/users/contract";

type Props = {
  initial: ShippingAddress;
  /** Whether the address is the default already (then the default box is not offered). */
  isDefault: boolean;
  submitLabel: string;
  onSubmit: (address: SavedAddressRequest) => Promise<void>;
  onCancel: () => void;
};

/** Adds or edits an address of the book: the checkout's fields, any country the shop ships to. */
export function AddressForm({ initial, isDefault, submitLabel, onSubmit, onCancel }: Props) {
  const id = useId();
  const [address, setAddress] = useState(initial);
  const [makeDefault, setMakeDefault] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving || !isAddressComplete(address)) return;
    setSaving(true);
    setError(null);
    try {
      await onSubmit({ ...address, ...(makeDefault ? { isDefault: true } : {}) });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : "The address could not be saved.");
      setSaving(false);
    }
  };

  return (
    <form
      onSubmit={submit}
      className="mt-4 grid gap-4 sm:grid-cols-2"
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <CountrySelect
        id={`${id}-country`}
        className="sm:col-span-2"
        value={address.country}
        disabled={saving}
        onChange={(country) => setAddress({ ...address, country })}
      />
      <AddressFields idPrefix={id} address={address} onChange={setAddress} disabled={saving} section="" />
      {!isDefault && (
        <div className="flex items-center gap-2 sm:col-span-2">
          <Checkbox
            id={`${id}-default`}
            checked={makeDefault}
            onCheckedChange={(value) => setMakeDefault(value === true)}
            disabled={saving}
          />
          <Label htmlFor={`${id}-default`}>Make this my default address</Label>
        </div>
      )}
      {error && (
        <div id={`${id}-error`} className="sm:col-span-2">
          <Alert tone="error">{error}</Alert>
        </div>
      )}
      <div className="flex gap-3 sm:col-span-2">
        <Button type="submit" disabled={saving || !isAddressComplete(address)}>
          {saving && <Spinner />}
          {saving ? "Saving..." : submitLabel}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
