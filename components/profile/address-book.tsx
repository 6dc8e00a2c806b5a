"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useRef, useState } from "react";
import { emptyAddress } from "@/components/checkout/address-rules";
import { useStoredCountry } from "@/components/checkout/use-stored-country";
import { apiErrorMessage } from "@/components/http/api-error-message";
import { withQueryScope } from "@/components/query/query-scope";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Dialog, DialogContent, DialogTitle } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/toast";
import { isPaymentCountry, PAYMENT_COUNTRIES } from "@/lib/money/currency";
import { addressLines } from "@/lib/orders/read/address";
import type { ShippingAddress } from "@/lib/orders/contract/schemas";
import { MAX_SAVED_ADDRESSES, type SavedAddress, type SavedAddressRequest } from "@/lib/users/contract";
import { AddressForm } from "./address-form";
import { addAddress, addressesKey, deleteAddress, fetchAddresses, updateAddress } from "./profile-api";

type Props = { userName: string; initialAddresses: SavedAddress[] };

/** What the dialog edits: a new address, or one of the book. */
type Editing = { kind: "new" } | { kind: "edit"; address: SavedAddress } | null;

/** The address's own fields, as a form edits them and PUT takes them. */
function fieldsOf(address: SavedAddress): ShippingAddress {
  const { id: _id, isDefault: _isDefault, ...fields } = address;
  return fields;
}

/** The shopper's saved addresses: add, edit, delete, and choose the default the checkout starts with. */
function AddressBookContent({ userName, initialAddresses }: Props) {
  const storedCountry = useStoredCountry();
  // A new address starts in the shopper's own country when the shop ships there.
  const newCountry = storedCountry && isPaymentCountry(storedCountry) ? storedCountry : PAYMENT_COUNTRIES[0];
  const id = useId();
  const client = useQueryClient();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const key = addressesKey(userName);
  const book = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => fetchAddresses(userName, signal),
    initialData: initialAddresses,
  });
  const [editing, setEditing] = useState<Editing>(null);
  const [busyId, setBusyId] = useState<number | null>(null);

  const refresh = () => client.invalidateQueries({ queryKey: key });

  const save = async (address: SavedAddressRequest) => {
    try {
      if (editing?.kind === "edit") await updateAddress(userName, editing.address.id, address);
      else await addAddress(userName, address);
    } catch (failure) {
      throw new Error(apiErrorMessage(failure, "The address could not be saved. Please try again."));
    }
    toast.success(editing?.kind === "edit" ? "Address updated." : "Address added.");
    setEditing(null);
    await refresh();
  };

  const act = async (address: SavedAddress, action: "default" | "delete") => {
    setBusyId(address.id);
    try {
      if (action === "delete") await deleteAddress(userName, address.id);
      else await updateAddress(userName, address.id, { ...fieldsOf(address), isDefault: true });
      toast.success(action === "delete" ? "Address deleted." : "Default address changed.");
      await refresh();
      // The button pressed may be gone (deleted) or moved (the default comes first): focus the list.
      headingRef.current?.focus();
    } catch (failure) {
      toast.error(apiErrorMessage(failure, "That did not work. Please try again."));
    } finally {
      setBusyId(null);
    }
  };

  const addresses = book.data ?? [];
  const full = addresses.length >= MAX_SAVED_ADDRESSES;

  return (
    <section aria-labelledby={`${id}-heading`}>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2
          id={`${id}-heading`}
          ref={headingRef}
          tabIndex={-1}
          className="text-lg font-semibold text-neutral-900 focus:outline-none"
        >
          Your addresses
        </h2>
        <Button size="sm" onClick={() => setEditing({ kind: "new" })} disabled={full}>
          Add address
        </Button>
      </div>
      {full && (
        <p className="mb-3 text-sm text-neutral-600">
          You can keep at most {MAX_SAVED_ADDRESSES} addresses. Delete one to add another.
        </p>
      )}
      {book.isFetching && addresses.length === 0 && (
        <Skeleton className="h-24" aria-label="Loading your addresses" />
      )}
      {book.isError && (
        <Alert tone="error">
          <p>{apiErrorMessage(book.error, "Your addresses could not be loaded.")}</p>
          <Button variant="secondary" size="sm" className="mt-3" onClick={() => void book.refetch()}>
            Retry
          </Button>
        </Alert>
      )}
      {!book.isError && !book.isFetching && addresses.length === 0 && (
        <p className="text-sm text-neutral-700">
          No saved addresses yet. Add one here, or tick &lsquo;Save this address&rsquo; at checkout.
        </p>
      )}
      {addresses.length > 0 && (
        <ul className="grid gap-4 sm:grid-cols-2" aria-label="Saved addresses">
          {addresses.map((address) => (
            <Card
              as="li"
              key={address.id}
              className="p-4 text-sm"
              aria-label={`${address.line1}${address.isDefault ? " (default)" : ""}`}
            >
              {address.isDefault && (
                <p className="mb-2 inline-block rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700">
                  Default
                </p>
              )}
              <address className="not-italic text-neutral-800">
                {addressLines(address).map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
              </address>
              <div className="mt-3 flex flex-wrap gap-2">
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => setEditing({ kind: "edit", address })}
                  disabled={busyId === address.id}
                  aria-label={`Edit ${address.line1}`}
                >
                  Edit
                </Button>
                {!address.isDefault && (
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => void act(address, "default")}
                    disabled={busyId === address.id}
                    aria-label={`Make ${address.line1} the default`}
                  >
                    Make default
                  </Button>
                )}
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => void act(address, "delete")}
                  disabled={busyId === address.id}
                  aria-label={`Delete ${address.line1}`}
                >
                  Delete
                </Button>
              </div>
            </Card>
          ))}
        </ul>
      )}
      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        <DialogContent aria-describedby={undefined}>
          <DialogTitle className="text-lg font-semibold">
            {editing?.kind === "edit" ? "Edit address" : "Add an address"}
          </DialogTitle>
          {editing && (
            <AddressForm
              initial={editing.kind === "edit" ? fieldsOf(editing.address) : emptyAddress(newCountry)}
              isDefault={editing.kind === "edit" && editing.address.isDefault}
              submitLabel={editing.kind === "edit" ? "Save address" : "Add address"}
              onSubmit={save}
              onCancel={() => setEditing(null)}
            />
          )}
        </DialogContent>
      </Dialog>
    </section>
  );
}

export const AddressBook = withQueryScope(AddressBookContent);
