"use client";

import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { FormDialog } from "@/components/admin/items/form-dialog";
import { CountrySelect } from "@/components/location/country-select";
import { useDialogWrite } from "@/components/admin/use-dialog-write";
import { withQueryScope } from "@/components/query/query-scope";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { MoneyInput } from "@/components/ui/money-input";
import { TextField } from "@/components/ui/text-field";
import { countryName } from "@/lib/location/countries";
import { currencyForCountry, PAYMENT_COUNTRIES } from "@/lib/money/currency";
import { formatPrice } from "@/lib/money/format";
import { decimalText, PRICE_TEXT } from "@/lib/money/price-text";
import {
  MAX_SHIPPING_POSITION,
  NO_SHIPPING_METHODS,
  SHIPPING_NAME_MAX_LENGTH,
  type CreateShippingMethodRequest,
  type ShippingMethodResponse,
  type UpdateShippingMethodRequest,
} from "@/lib/shipping/contract";
import {
  createShippingMethod,
  deleteShippingMethod,
  fetchShippingMethods,
  SHIPPING_METHODS_KEY,
  updateShippingMethod,
} from "./settings-api";
import { ConfirmRemoveDialog, RowActions, SettingsListSection, SettingsTable } from "./settings-list";

/** An amount as typed ("10", "10.50"), or NaN; empty is `empty`. */
function amountOf(text: string, empty: number | null = Number.NaN): number | null {
  const value = text.trim();
  if (value === "") return empty;
  return PRICE_TEXT.test(value) ? Number(value) : Number.NaN;
}

function positionOf(text: string): number {
  const value = text.trim();
  return /^\d{1,4}$/.test(value) && Number(value) <= MAX_SHIPPING_POSITION ? Number(value) : Number.NaN;
}

const priceText = (amount: number, method: Pick<ShippingMethodResponse, "currency" | "country">) =>
  formatPrice(amount, { currency: method.currency, country: method.country });

const methodLabel = (method: ShippingMethodResponse) => `${method.name} (${countryName(method.country)})`;

type Dialog =
  | { kind: "add" }
  | { kind: "edit"; method: ShippingMethodResponse }
  | { kind: "delete"; method: ShippingMethodResponse };

/** Adds a method, or changes one (sending only what changed). */
function MethodDialog({ method, onClose }: { method?: ShippingMethodResponse; onClose: () => void }) {
  const id = useId();
  const [country, setCountry] = useState<string>(method?.country ?? PAYMENT_COUNTRIES[0]);
  const [name, setName] = useState(method?.name ?? "");
  const [price, setPrice] = useState(method ? decimalText(method.price) : "");
  const [freeAbove, setFreeAbove] = useState(method?.freeAbove != null ? decimalText(method.freeAbove) : "");
  const [position, setPosition] = useState(method ? String(method.position) : "");
  const [active, setActive] = useState(method?.active ?? true);
  const write = useDialogWrite(SHIPPING_METHODS_KEY, onClose);

  const currency = currencyForCountry(country);
  const priceValue = amountOf(price);
  const freeAboveValue = amountOf(freeAbove, null);
  const positionValue = position.trim() === "" && !method ? undefined : positionOf(position);
  const valid =
    name.trim() !== "" &&
    priceValue !== null &&
    Number.isFinite(priceValue) &&
    (freeAboveValue === null || Number.isFinite(freeAboveValue)) &&
    (positionValue === undefined || Number.isFinite(positionValue));

  const submit = () => {
    if (!valid || priceValue === null) return;
    const fields: CreateShippingMethodRequest = {
      country,
      name: name.trim(),
      price: priceValue,
      freeAbove: freeAboveValue,
      active,
      ...(positionValue !== undefined && { position: positionValue }),
    };
    if (!method) {
      void write.run(
        () => createShippingMethod(fields),
        `Delivery method ${fields.name} added`,
        "The delivery method could not be added",
      );
      return;
    }
    const changes: UpdateShippingMethodRequest = Object.fromEntries(
      Object.entries(fields).filter(([key, value]) => method[key as keyof ShippingMethodResponse] !== value),
    );
    if (Object.keys(changes).length === 0) return onClose();
    void write.run(
      () => updateShippingMethod(method.id, changes),
      `Delivery method ${fields.name} saved`,
      "The delivery method could not be saved",
    );
  };

  const amountNote = `In ${currency}, the currency of ${countryName(country)}, with at most 2 decimals.`;
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={method ? `Edit ${methodLabel(method)}` : "Add delivery method"}
      description="Shoppers in the country choose among its active methods at checkout; the price is added to their order."
      submitLabel={method ? "Save" : "Add method"}
      canSubmit={valid}
      busy={write.busy}
      problem={write.problem}
      onSubmit={submit}
    >
      <CountrySelect id={`${id}-country`} value={country} onChange={setCountry} />
      <TextField
        id={`${id}-name`}
        label="Name"
        required
        maxLength={SHIPPING_NAME_MAX_LENGTH}
        autoComplete="off"
        value={name}
        onChange={(event) => setName(event.target.value)}
        note="What the shopper picks, e.g. Standard or Express."
      />
      <MoneyInput
        id={`${id}-price`}
        label="Price"
        currency={currency}
        required
        value={price}
        onValueChange={setPrice}
        aria-invalid={price !== "" && !Number.isFinite(priceValue ?? Number.NaN) ? true : undefined}
        note={amountNote}
      />
      <MoneyInput
        id={`${id}-free-above`}
        label="Free above"
        currency={currency}
        value={freeAbove}
        onValueChange={setFreeAbove}
        aria-invalid={freeAboveValue !== null && !Number.isFinite(freeAboveValue) ? true : undefined}
        note="Optional: orders whose items (after any discount) come to this or more ship free. Empty: never free."
      />
      <TextField
        id={`${id}-position`}
        label="Position"
        inputMode="numeric"
        className="max-w-48"
        value={position}
        onChange={(event) => setPosition(event.target.value)}
        aria-invalid={positionValue !== undefined && !Number.isFinite(positionValue) ? true : undefined}
        note={`Smaller comes first at checkout (0 to ${MAX_SHIPPING_POSITION}).${method ? "" : " Empty: after the others."}`}
      />
      <div className="flex items-center gap-2">
        <Checkbox
          id={`${id}-active`}
          checked={active}
          onCheckedChange={(value) => setActive(value === true)}
        />
        <Label htmlFor={`${id}-active`}>Active (offered at checkout)</Label>
      </div>
    </FormDialog>
  );
}

function MethodsTable({
  methods,
  onEdit,
  onDelete,
}: {
  methods: ShippingMethodResponse[];
  onEdit: (method: ShippingMethodResponse) => void;
  onDelete: (method: ShippingMethodResponse) => void;
}) {
  return (
    <SettingsTable
      labelledBy="settings-shipping"
      columns={["Country", "Name", "Price", "Free above", "Status", "Actions"]}
    >
      {methods.map((method) => (
        <tr key={method.id}>
          <td className="px-3 py-2">{countryName(method.country)}</td>
          <th scope="row" className="px-3 py-2 font-medium">
            {method.name}
          </th>
          <td className="px-3 py-2 tabular-nums">{priceText(method.price, method)}</td>
          <td className="px-3 py-2 tabular-nums">
            {method.freeAbove === null ? "Never" : priceText(method.freeAbove, method)}
          </td>
          <td className="px-3 py-2">{method.active ? "Active" : "Inactive"}</td>
          <RowActions
            editLabel={`Edit ${methodLabel(method)}`}
            onEdit={() => onEdit(method)}
            removeText="Delete"
            removeLabel={`Delete ${methodLabel(method)}`}
            onRemove={() => onDelete(method)}
          />
        </tr>
      ))}
    </SettingsTable>
  );
}

/** Delivery methods per country: the list, and adding, changing and deleting them. */
function ShippingMethodsContent() {
  const methods = useQuery({
    queryKey: SHIPPING_METHODS_KEY,
    queryFn: ({ signal }) => fetchShippingMethods(signal),
  });
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog(null);

  return (
    <SettingsListSection
      title="Delivery methods"
      headingId="settings-shipping"
      intro={
        <>
          What delivery costs in each country the shop sells to, in that country&apos;s currency, and from
          which order amount it is free.
        </>
      }
      addLabel="Add delivery method"
      onAdd={() => setDialog({ kind: "add" })}
      list={methods}
      loadFallback="The delivery methods could not be loaded"
      empty={NO_SHIPPING_METHODS}
      render={(rows) => {
        const served = new Set(rows.filter((method) => method.active).map((method) => method.country));
        const unserved = PAYMENT_COUNTRIES.filter((country) => !served.has(country)).map(countryName);
        return (
          <>
            <MethodsTable
              methods={rows}
              onEdit={(method) => setDialog({ kind: "edit", method })}
              onDelete={(method) => setDialog({ kind: "delete", method })}
            />
            {unserved.length > 0 && (
              <p className="mt-3 text-xs text-neutral-600">
                Without an active method, the cart shows Delivery &apos;TBD&apos;: {unserved.join(", ")}.
              </p>
            )}
          </>
        );
      }}
    >
      {dialog?.kind === "add" && <MethodDialog onClose={close} />}
      {dialog?.kind === "edit" && (
        <MethodDialog key={dialog.method.id} method={dialog.method} onClose={close} />
      )}
      {dialog?.kind === "delete" && (
        <ConfirmRemoveDialog
          title={`Delete ${methodLabel(dialog.method)}?`}
          description="Shoppers can no longer choose it. Orders already placed keep its name and price."
          submitLabel="Delete"
          queryKey={SHIPPING_METHODS_KEY}
          onClose={close}
          remove={() => deleteShippingMethod(dialog.method.id)}
          success={`Delivery method ${dialog.method.name} deleted`}
          fallback="The delivery method could not be deleted"
        />
      )}
    </SettingsListSection>
  );
}

export const ShippingMethodsSection = withQueryScope(ShippingMethodsContent);
