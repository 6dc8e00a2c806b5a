import { readStoredCountry, storeCountry } from "@/components/location/client-storage";
import { normalizeCountryCode } from "@/lib/location/country-code-rule";

/** Geolocation options: 10 s timeout, cached positions up to 5 minutes, low accuracy. */
export const GEOLOCATION_OPTIONS: PositionOptions = {
  timeout: 10_000,
  maximumAge: 5 * 60_000,
  enableHighAccuracy: false,
};

export const COORDINATES_TO_COUNTRY_URL = "/api/location/coordinates-to-country";

/** Why detection failed; callers swallow these silently. */
export class LocationError extends Error {
  override name = "LocationError";
}

function positionErrorMessage(error: GeolocationPositionError): string {
  switch (error.code) {
    case error.PERMISSION_DENIED:
      return "Location access denied by user";
    case error.POSITION_UNAVAILABLE:
      return "Location information unavailable";
    case error.TIMEOUT:
      return "Location request timed out";
    default:
      return "Unknown error occurred";
  }
}

export function currentPosition(
  geolocation: Geolocation | undefined = globalThis.navigator?.geolocation,
): Promise<GeolocationCoordinates> {
  return new Promise((resolve, reject) => {
    if (!geolocation) {
      reject(new LocationError("Geolocation not supported by this browser"));
      return;
    }
    try {
      geolocation.getCurrentPosition(
        (position) => resolve(position.coords),
        (error) => reject(new LocationError(positionErrorMessage(error))),
        GEOLOCATION_OPTIONS,
      );
    } catch {
      reject(new LocationError("Failed to get location"));
    }
  });
}

export async function countryForCoordinates(
  latitude: number,
  longitude: number,
  fetcher: typeof fetch = fetch,
): Promise<string> {
  const response = await fetcher(COORDINATES_TO_COUNTRY_URL, {
    method: "POST",
    credentials: "include",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ latitude, longitude }),
  }).catch(() => null);
  if (!response?.ok) throw new LocationError("Failed to determine country from location");
  const body: unknown = await response.json().catch(() => null);
  const code = normalizeCountryCode((body as { country_code?: unknown } | null)?.country_code);
  if (!code) throw new LocationError("Failed to determine country from location");
  return code;
}

/**
 * On first load with no stored country: browser position -> country code -> storage.
 * Resolves to the stored code, or null when nothing was needed or anything failed (silently).
 */
export async function detectCountryOnce(): Promise<string | null> {
  if (readStoredCountry()) return null;
  try {
    const { latitude, longitude } = await currentPosition();
    const country = await countryForCoordinates(latitude, longitude);
    return storeCountry(country) ? country : null;
  } catch {
    return null;
  }
}
