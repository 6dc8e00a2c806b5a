"use client";

import * as Collapsible from "@radix-ui/react-collapsible";
import { CircleCheck, ChevronDown } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { CardSection } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { AddressFields } from "./address-fields";
import { isAddressComplete } from "./address-rules";
import { SavedAddressPicker } from "./saved-address-picker";
import type { AddressBookChoices } from "./use-address-book-shipping";
import type { ShippingAddress } from "@/lib/orders/contract/schemas";

type Props = {
  address: ShippingAddress;
  countryName: string;
  onChange: (address: ShippingAddress) => void;
  confirmed: boolean;
  /** Saves the address; resolves true when it was stored. */
  onConfirm: () => Promise<boolean>;
  /**
   * Whether the address cannot be confirmed yet (the payment is still being prepared). The
   * fields stay editable meanwhile: a shopper typing while the payment is prepared (or prepared
   * again after a cart change) must not lose keystrokes to a field that turned disabled.
   */
  disabled?: boolean;
  /** The signed-in shopper's address book: a picker, why the default is not used, 'Save this address'. */
  book?: AddressBookChoices;
};

/**
 * The shipping address, limited to the shopper's country. 'Confirm Shipping Address' is enabled
 * only when the address is complete; once saved the section collapses under 'Shipping address
 * confirmed', and opening it again to edit asks for a new confirmation.
 */
export function ShippingSection({
  address,
  countryName,
  onChange,
  confirmed,
  onConfirm,
  disabled,
  book,
}: Props) {
  const [open, setOpen] = useState(!confirmed);
  const [saving, setSaving] = useState(false);
  const idPrefix = useId();
  const complete = isAddressComplete(address);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!complete || saving) return;
    setSaving(true);
    const saved = await onConfirm();
    setSaving(false);
    if (saved) setOpen(false);
  };

  return (
    <Collapsible.Root open={open} onOpenChange={setOpen} asChild>
      <CardSection
        headingId={`${idPrefix}-heading`}
        className="p-6"
        title={
          <Collapsible.Trigger className="flex w-full items-center justify-between gap-3 rounded-lg text-left focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600">
            <span className="flex items-center gap-2">
              {confirmed && <CircleCheck className="size-5 text-emerald-700" aria-hidden="true" />}
              {confirmed ? "Shipping address confirmed" : "Shipping"}
            </span>
            <ChevronDown
              className={`size-5 text-neutral-600 transition-transform ${open ? "rotate-180" : ""}`}
              aria-hidden="true"
            />
          </Collapsible.Trigger>
        }
      >
        {!open && confirmed && (
          <p className="mt-2 text-sm text-neutral-700">
            {[address.name, address.line1, address.city, address.state, address.postal_code, countryName]
              .filter(Boolean)
              .join(", ")}
          </p>
        )}
        <Collapsible.Content>
          <form onSubmit={submit} className="mt-4 grid gap-4 sm:grid-cols-2" aria-label="Shipping address">
            {book?.notice && <p className="text-sm text-neutral-700 sm:col-span-2">{book.notice}</p>}
            {book && book.options.length > 0 && (
              <SavedAddressPicker
                id={`${idPrefix}-saved`}
                options={book.options}
                address={address}
                onPick={onChange}
                disabled={saving}
              />
            )}
            <AddressFields idPrefix={idPrefix} address={address} onChange={onChange} disabled={saving} />
            <div className="sm:col-span-2">
              <Label htmlFor={`${idPrefix}-country`}>Country</Label>
              <Input
                id={`${idPrefix}-country`}
                className="mt-1"
                value={countryName}
                readOnly
                aria-readonly="true"
              />
              <p className="mt-1 text-xs text-neutral-600">We ship within {countryName} for this checkout.</p>
            </div>
            {book?.canSave && (
              <div className="flex items-center gap-2 sm:col-span-2">
                <Checkbox
                  id={`${idPrefix}-save`}
                  checked={book.save}
                  onCheckedChange={(value) => book.onSaveChange(value === true)}
                  disabled={saving}
                />
                <Label htmlFor={`${idPrefix}-save`}>Save this address</Label>
              </div>
            )}
            <div className="sm:col-span-2">
              <Button type="submit" disabled={!complete || saving || disabled || confirmed}>
                {saving && <Spinner />}
                {saving ? "Saving..." : "Confirm Shipping Address"}
              </Button>
            </div>
          </form>
        </Collapsible.Content>
      </CardSection>
    </Collapsible.Root>
  );
}
