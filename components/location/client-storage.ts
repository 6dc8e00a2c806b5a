/**
 * The shopper's country as detected in the browser:
 * a two-letter code and the time of the last detection, kept in localStorage.
 * Browser only; every access tolerates storage being unavailable (private mode, quota).
 */
import { normalizeCountryCode } from "@/lib/location/country-code-rule";

export const COUNTRY_STORAGE_KEY = "userLocation";
export const COUNTRY_DETECTED_AT_STORAGE_KEY = "lastLocationDetection";
/** Dispatched on window after the stored country changes in this tab. */
export const COUNTRY_CHANGED_EVENT = "location:changed";


function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readStoredCountry(): string | null {
  try {
    return normalizeCountryCode(storage()?.getItem(COUNTRY_STORAGE_KEY));
  } catch {
    return null;
  }
}

/** Stores a valid country code with the detection time; returns false if it was not stored. */
export function storeCountry(code: string, detectedAt: Date = new Date()): boolean {
  const country = normalizeCountryCode(code);
  const target = storage();
  if (!country || !target) return false;
  try {
    target.setItem(COUNTRY_STORAGE_KEY, country);
    target.setItem(COUNTRY_DETECTED_AT_STORAGE_KEY, String(detectedAt.getTime()));
    window.dispatchEvent(new CustomEvent(COUNTRY_CHANGED_EVENT, { detail: country }));
    return true;
  } catch {
    return false;
  }
}
