import { z } from "zod";
import { databaseId } from "@/lib/http/parse";

// A guest order's signed link as it travels (order-complete page, status call, sign-up body);
// signing and checking it is server-only (guest-link.ts).

export type GuestOrderLink = { order: number; expires: number; sig: string };

export const guestOrderLinkSchema = z.object({
  order: z.coerce.number().pipe(databaseId),
  expires: z.coerce.number().int().positive().max(8_640_000_000_000),
  sig: z.string().regex(/^[A-Za-z0-9_-]{43}$/, "is not a signature"),
});

export function linkQuery(link: GuestOrderLink): string {
  return new URLSearchParams({ order: String(link.order), expires: String(link.expires), sig: link.sig }).toString();
}
