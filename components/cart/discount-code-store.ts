"use client";

import { useSyncExternalStore } from "react";

// The discount code the shopper applied, kept for this tab's session so the checkout prices with
// the code the cart accepted. Browser only; storage may be unavailable (private mode): then the
// code lasts until the page is left.

const KEY = "discountCode";
const CHANGED = "discount-code:changed";
let fallback: string | null = null;
/** Why the last code tried was refused: shown beside the field until another is tried. */
let refusal: string | null = null;

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

function read(): string | null {
  try {
    return storage()?.getItem(KEY) ?? fallback;
  } catch {
    return fallback;
  }
}

/** Applies a code (or removes it with null), in every view of this tab. */
export function setAppliedCode(code: string | null): void {
  refusal = null;
  fallback = code;
  try {
    if (code) storage()?.setItem(KEY, code);
    else storage()?.removeItem(KEY);
  } catch {
    // The in-memory value above still holds it.
  }
  window.dispatchEvent(new Event(CHANGED));
}

/** Takes the applied code off because the server refused it, keeping its reason to show. */
export function refuseAppliedCode(reason: string): void {
  setAppliedCode(null);
  refusal = reason;
  window.dispatchEvent(new Event(CHANGED));
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CHANGED, onChange);
  return () => window.removeEventListener(CHANGED, onChange);
}

/** The applied code; null when none (and while rendering on the server). */
export function useAppliedCode(): string | null {
  return useSyncExternalStore(subscribe, read, () => null);
}

/** Why the last code tried was refused; null when it was not (or none was tried). */
export function useCodeRefusal(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => refusal,
    () => null,
  );
}
