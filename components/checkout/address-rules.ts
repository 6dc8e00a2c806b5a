import type { ShippingAddress } from "@/lib/orders/contract/schemas";

/** Countries whose addresses have no state or province line. */
const WITHOUT_STATE = new Set(["SG"]);

export function needsState(country: string): boolean {
  return !WITHOUT_STATE.has(country);
}

export function emptyAddress(country: string, name = ""): ShippingAddress {
  return { name, line1: "", line2: "", city: "", state: "", postal_code: "", country, phone: "" };
}

/** Complete enough to ship to: a name, the street, the city, the postcode (and state where used). */
export function isAddressComplete(address: ShippingAddress): boolean {
  const filled = (value: string) => value.trim().length > 0;
  return (
    filled(address.name) &&
    filled(address.line1) &&
    filled(address.city) &&
    filled(address.postal_code) &&
    (!needsState(address.country) || filled(address.state))
  );
}
