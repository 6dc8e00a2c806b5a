import "server-only";
import { signatureMatches, signMessage } from "@/lib/crypto/signature";
import { guestOrderLinkSchema, linkQuery, type GuestOrderLink } from "@/lib/orders/contract/guest-link-contract";
import { siteUrl } from "@/lib/site";

// Signed proofs about one guest order (lib/crypto/signature.ts). Each signature covers what it
// is for, the order and its end, so a link cannot serve as a checkout cookie, another order's
// proof, or a later one's.

/** What a proof lets its holder do: see the order ("order"), or carry on paying it ("checkout"). */
export type GuestProofPurpose = "order" | "checkout";

/** The order link's life: long enough to come back from the confirmation e-mail. */
export { guestOrderLinkSchema, linkQuery, type GuestOrderLink };

export const GUEST_LINK_SECONDS = 30 * 24 * 60 * 60;

const message = (purpose: GuestProofPurpose, orderId: number, expiresAt: number) =>
  `guest-${purpose}:${orderId}:${expiresAt}`;

/** The signature of `orderId` until `expiresAt` (seconds since the epoch), base64url. */
export function sign(orderId: number, expiresAt: number, purpose: GuestProofPurpose = "order"): string {
  return signMessage(message(purpose, orderId, expiresAt));
}

/** True when `sig` was made by `sign` for this order and purpose and has not expired. */
export function verify(
  orderId: number,
  expiresAt: number,
  sig: string,
  purpose: GuestProofPurpose = "order",
  now = Date.now(),
): boolean {
  if (!Number.isSafeInteger(orderId) || !Number.isSafeInteger(expiresAt) || expiresAt * 1000 <= now) return false;
  return signatureMatches(message(purpose, orderId, expiresAt), sig);
}

/** A fresh link proof for the order, valid GUEST_LINK_SECONDS. */
export function guestOrderLink(orderId: number, now = Date.now()): GuestOrderLink {
  const expires = Math.floor(now / 1000) + GUEST_LINK_SECONDS;
  return { order: orderId, expires, sig: sign(orderId, expires) };
}

/** The guest's order-complete page, as the confirmation e-mail and the checkout link to it. */
export function guestOrderPath(link: GuestOrderLink): string {
  return `/order-complete?${linkQuery(link)}`;
}

export function guestOrderUrl(orderId: number): string {
  return `${siteUrl()}${guestOrderPath(guestOrderLink(orderId))}`;
}

/** The order a parsed link proves, or null (tampered, expired, or malformed). */
export function provenOrder(link: GuestOrderLink | null | undefined): number | null {
  if (!link) return null;
  return verify(link.order, link.expires, link.sig) ? link.order : null;
}

/** Reads a link from query parameters: null when any part is missing or malformed. */
export function readGuestOrderLink(params: Record<string, unknown>): GuestOrderLink | null {
  const parsed = guestOrderLinkSchema.safeParse({ order: params.order, expires: params.expires, sig: params.sig });
  return parsed.success ? parsed.data : null;
}
