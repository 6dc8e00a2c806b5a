import "server-only";
import { iso1A2Code } from "@rapideditor/country-coder";
import { z } from "zod";
import { NotFoundError } from "@/lib/errors";

export const coordinatesSchema = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});

export type Coordinates = z.output<typeof coordinatesSchema>;

/**
 * The ISO 3166-1 alpha-2 code of the country containing the point, or null (open sea, poles).
 * Offline: country-coder ships its own borders. Country level, so e.g. Puerto Rico is "US",
 * which is what currencies and listing locations are keyed by.
 */
export function countryFromCoordinates(latitude: number, longitude: number): string | null {
  return iso1A2Code([longitude, latitude]) ?? null;
}

/** The API's answer for POST /api/location/coordinates-to-country. */
export function lookUpCountry({ latitude, longitude }: Coordinates): { country_code: string } {
  const country = countryFromCoordinates(latitude, longitude);
  if (!country) throw new NotFoundError("No country found at those coordinates");
  return { country_code: country };
}
