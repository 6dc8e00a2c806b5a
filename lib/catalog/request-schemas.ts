import { z } from "zod";
import { databaseId, idParam } from "@/lib/http/parse";
import { countryCodeSchema } from "@/lib/location/country-code";
import { optionalParam } from "./product-query";

// Path, query and body schemas of the catalogue's route handlers (GET /api/product has its
// own in product-query.ts).

export const productIdParams = z.object({ id: idParam });

export const productItemParams = z.object({ productId: idParam });

export const categoryParams = z.object({ internalName: z.string().trim().min(1).max(100) });

/** `?location=` of the featured and related calls. */
export const locationQuery = z.object({ location: optionalParam(countryCodeSchema) });

export const variationQuery = z.object({
  category: z
    .string({ error: "is required (a category internalName)" })
    .trim()
    .min(1, "is required (a category internalName)")
    .max(100),
});

export const configurationBody = z.object({
  variantIds: z
    .array(databaseId, { error: "must be a list of variation value ids" })
    .min(1, "must not be empty")
    .max(20, "must have at most 20 ids"),
});
