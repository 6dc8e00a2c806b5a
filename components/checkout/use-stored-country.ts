"use client";

import { useSyncExternalStore } from "react";
import { COUNTRY_CHANGED_EVENT, COUNTRY_STORAGE_KEY, readStoredCountry } from "@/components/location/client-storage";

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === COUNTRY_STORAGE_KEY) onChange();
  };
  window.addEventListener("storage", onStorage);
  window.addEventListener(COUNTRY_CHANGED_EVENT, onChange);
  return () => {
    window.removeEventListener("storage", onStorage);
    window.removeEventListener(COUNTRY_CHANGED_EVENT, onChange);
  };
}

/**
 * The shopper's country as stored in this browser (detected or chosen), kept live across tabs.
 * `undefined` while rendering on the server, where it cannot be known; null when none is stored.
 */
export function useStoredCountry(): string | null | undefined {
  return useSyncExternalStore(subscribe, readStoredCountry, () => undefined);
}
