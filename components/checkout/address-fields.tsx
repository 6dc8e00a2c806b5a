import { TextField } from "@/components/ui/text-field";
import type { ShippingAddress } from "@/lib/orders/contract/schemas";
import { needsState } from "./address-rules";

type Field = {
  key: keyof ShippingAddress;
  label: string;
  autoComplete: string;
  optional?: boolean;
  type?: string;
};

function fieldsFor(country: string, section: string): Field[] {
  return [
    { key: "name", label: "Full name", autoComplete: `${section} name` },
    { key: "line1", label: "Address line 1", autoComplete: `${section} address-line1` },
    {
      key: "line2",
      label: "Address line 2 (optional)",
      autoComplete: `${section} address-line2`,
      optional: true,
    },
    { key: "city", label: "City", autoComplete: `${section} address-level2` },
    ...(needsState(country)
      ? [{ key: "state" as const, label: "State / Province", autoComplete: `${section} address-level1` }]
      : []),
    { key: "postal_code", label: "Postal code", autoComplete: `${section} postal-code` },
    { key: "phone", label: "Phone (optional)", autoComplete: `${section} tel`, optional: true, type: "tel" },
  ];
}

type Props = {
  idPrefix: string;
  address: ShippingAddress;
  onChange: (address: ShippingAddress) => void;
  disabled?: boolean;
  /** The autocomplete section: "shipping" at checkout, none in the address book. */
  section?: "shipping" | "";
};

/**
 * The fields of a shipping address except the country (its form shows that its own way), laid out
 * for a two-column grid: the checkout's shipping section and the address book share them.
 */
export function AddressFields({ idPrefix, address, onChange, disabled, section = "shipping" }: Props) {
  return fieldsFor(address.country, section).map((field) => (
    <TextField
      key={field.key}
      id={`${idPrefix}-${field.key}`}
      label={field.label}
      className={field.key === "line1" || field.key === "line2" ? "sm:col-span-2" : ""}
      type={field.type ?? "text"}
      autoComplete={field.autoComplete.trim()}
      required={!field.optional}
      maxLength={field.key === "postal_code" ? 20 : 200}
      value={address[field.key]}
      disabled={disabled}
      onChange={(event) => onChange({ ...address, [field.key]: event.target.value })}
    />
  ));
}
