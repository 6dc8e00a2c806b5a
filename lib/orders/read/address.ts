import type { StoredShippingAddress } from "@/db/schema";
import { countryName } from "@/lib/location/countries";

// A shipping address as people read it, one line per part: the same on the shopper's order page,
// the admin's order page and in the order e-mails. Plain TypeScript, for the server and the browser
// (the type comes from db/schema by a type-only import, which leaves nothing in the bundle).

/** "Sam Buyer", "1 George Street", "Sydney NSW 2000", "Australia" (and line 2 and phone when given). */
export function addressLines(address: StoredShippingAddress): string[] {
  return [
    address.name,
    address.line1,
    address.line2,
    [address.city, address.state, address.postal_code].filter(Boolean).join(" "),
    countryName(address.country),
    address.phone,
  ].filter((line): line is string => Boolean(line));
}
