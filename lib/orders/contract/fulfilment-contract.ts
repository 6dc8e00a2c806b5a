import { z } from "zod";
import { databaseId } from "@/lib/http/parse";

// Shipping and delivery as the admin's calls take and answer them: shared by the server and the
// browser (no database here).

/** Most orders one bulk 'Mark shipped' names (a page of the list holds at most 50). */
export const MAX_BULK_SHIP = 100;

// Letters, digits, spaces and the punctuation carriers use; no control characters, which would
// end up in e-mail headers' neighbourhood and the CSV export.
const printable = /^[^\p{Cc}]*$/u;

/** A free-text field that may be left empty: blank is the same as not given. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .regex(printable, "must not contain control characters")
    .transform((text) => (text ? text : undefined))
    .optional();

/** Units of one order line a shipment sends. */
export const shipmentLineSchema = z.object({ lineId: databaseId, quantity: z.number().int().min(1).max(99) }).strict();

/**
 * POST /api/admin/orders/{id}/ship: carrier and tracking optional (an order may ship without
 * tracking); `lines` sends only those units (a shipment of its own), else every unit left to send.
 */
export const shipRequestSchema = z
  .object({
    carrier: optionalText(100),
    trackingNumber: optionalText(100),
    lines: z
      .array(shipmentLineSchema)
      .min(1)
      .max(500)
      .refine((lines) => new Set(lines.map((line) => line.lineId)).size === lines.length, "must name each line once")
      .optional(),
  })
  .strict();
export type ShipRequest = z.output<typeof shipRequestSchema>;

/** POST /api/admin/orders/ship: the orders of a bulk 'Mark shipped', each once, and their carrier. */
export const bulkShipRequestSchema = z
  .object({
    ids: z
      .array(databaseId)
      .min(1)
      .max(MAX_BULK_SHIP)
      .refine((ids) => new Set(ids).size === ids.length, "must name each order once"),
    carrier: optionalText(100),
  })
  .strict();
export type BulkShipRequest = z.output<typeof bulkShipRequestSchema>;

/** One order of a bulk 'Mark shipped': shipped, or why not (404 unknown, 409 not shippable). */
export type BulkShipResult =
  | { id: number; shipped: true; status: "shipped" }
  | { id: number; shipped: false; error: 404 | 409; detail: string };

export type BulkShipResponse = { shipped: number; refused: number; results: BulkShipResult[] };
