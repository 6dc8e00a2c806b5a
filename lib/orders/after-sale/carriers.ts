// Carriers the shop knows how to link to: a shipped order's tracking link in the e-mail and on
// the shopper's order page. Plain TypeScript, shared by the server and the browser. A carrier
// that is not listed is still shown by name and number, only without a link.

type Carrier = {
  /** How the carrier is shown. */
  name: string;
  /** Other spellings an owner may type for it (compared case-insensitively). */
  aliases: readonly string[];
  /** The carrier's public tracking page for a tracking number. */
  trackingUrl: (trackingNumber: string) => string;
};

export const CARRIERS: readonly Carrier[] = [
  {
    name: "Australia Post",
    aliases: ["auspost", "aus post", "australia post"],
    trackingUrl: (number) => `https://auspost.com.au/mypost/track/details/${number}`,
  },
  {
    name: "DHL",
    aliases: ["dhl", "dhl express"],
    trackingUrl: (number) => `https://www.dhl.com/global-en/home/tracking.html?tracking-id=${number}`,
  },
  {
    name: "FedEx",
    aliases: ["fedex", "federal express"],
    trackingUrl: (number) => `https://www.fedex.com/fedextrack/?trknbr=${number}`,
  },
  {
    name: "UPS",
    aliases: ["ups"],
    trackingUrl: (number) => `https://www.ups.com/track?tracknum=${number}`,
  },
  {
    name: "USPS",
    aliases: ["usps", "us postal service"],
    trackingUrl: (number) => `https://tools.usps.com/go/TrackConfirmAction?tLabels=${number}`,
  },
  {
    name: "Canada Post",
    aliases: ["canada post", "postes canada"],
    trackingUrl: (number) => `https://www.canadapost-postescanada.ca/track-reperez/en#/details/${number}`,
  },
  {
    name: "SingPost",
    aliases: ["singpost", "singapore post"],
    trackingUrl: (number) => `https://www.singpost.com/track-items?trackingid=${number}`,
  },
];

const normalise = (text: string) => text.trim().toLowerCase().replace(/\s+/g, " ");

/** The known carrier an owner's text names ("auspost", "Australia Post"), if any. */
export function knownCarrier(carrier: string | null | undefined): Carrier | undefined {
  if (!carrier) return undefined;
  const wanted = normalise(carrier);
  return CARRIERS.find((known) => normalise(known.name) === wanted || known.aliases.includes(wanted));
}

/** The tracking page of a parcel, when the carrier is known and there is a number; else null. */
export function trackingLink(carrier: string | null | undefined, trackingNumber: string | null | undefined): string | null {
  const known = knownCarrier(carrier);
  const number = trackingNumber?.trim();
  if (!known || !number) return null;
  return known.trackingUrl(encodeURIComponent(number));
}
