import { countryName } from "@/lib/location/countries";
import type { ShippingAddress } from "@/lib/orders/contract/schemas";
import type { SavedAddress } from "@/lib/users/contract";

// Which saved addresses a checkout can use, and what its shipping section starts with. Plain
// functions, so the rules are tested without rendering.

/** The address's own fields, without the book's id and default flag. */
export function shippingFieldsOf(saved: SavedAddress): ShippingAddress {
  const { id: _id, isDefault: _isDefault, ...fields } = saved;
  return fields;
}

/** The saved addresses in the checkout's country (the only ones it can ship to), default first. */
export function addressesFor(country: string, saved: readonly SavedAddress[]): SavedAddress[] {
  return saved
    .filter((address) => address.country === country)
    .sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
}

export type ShippingStart = { address: ShippingAddress | null; notice: string | null };

/**
 * The default address when it is in the checkout's country; otherwise nothing, with the reason
 * when the shopper has a default elsewhere (they would wonder why it is not there).
 */
export function shippingStart(country: string, saved: readonly SavedAddress[]): ShippingStart {
  const preferred = saved.find((address) => address.isDefault);
  if (!preferred) return { address: null, notice: null };
  if (preferred.country === country) return { address: shippingFieldsOf(preferred), notice: null };
  const others = addressesFor(country, saved).length;
  return {
    address: null,
    notice:
      `Your default address is in ${countryName(preferred.country)}, and this checkout ships within ${countryName(country)}.` +
      (others > 0
        ? " Choose one of your saved addresses there, or enter a new one."
        : " Please enter an address there."),
  };
}

const same = (a: string | undefined, b: string | undefined) => (a ?? "").trim() === (b ?? "").trim();

/** Whether the address is already in the book as it stands (then there is nothing to save). */
export function isSavedAlready(address: ShippingAddress, saved: readonly SavedAddress[]): boolean {
  const keys: (keyof ShippingAddress)[] = [
    "name",
    "line1",
    "line2",
    "city",
    "state",
    "postal_code",
    "country",
    "phone",
  ];
  return saved.some((entry) => keys.every((key) => same(entry[key], address[key])));
}
