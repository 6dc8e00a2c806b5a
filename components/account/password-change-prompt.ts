"use client";

import { useRouter } from "next/navigation";
import { useCallback } from "react";
import { toast } from "@/components/ui/toast";

// After a sign-in with a password older than today's rule (the login answer's
// `passwordChangeRecommended`): a toast that leads to the profile's password form, and a note
// that form shows until the password is changed in this browser session.

/** Where the profile's "Change password" form is. */
export const CHANGE_PASSWORD_HREF = "/profile#change-password";
export const PASSWORD_CHANGE_RECOMMENDED =
  "Your password no longer meets our rules (at least 12 characters, not a common password). Please choose a new one.";

const KEY = "shop:password-change-recommended";

/** Shows the prompt and remembers it for the profile's password form. */
function promptPasswordChange(navigate: (href: string) => void): void {
  try {
    sessionStorage.setItem(KEY, "1");
  } catch {
    // Storage refused (private mode): the toast still says it.
  }
  toast.message(PASSWORD_CHANGE_RECOMMENDED, {
    duration: 15_000,
    action: { label: "Change password", onClick: () => navigate(CHANGE_PASSWORD_HREF) },
  });
}

/** The prompt, for a sign-in form to call after a sign-in whose answer has `passwordChangeRecommended`. */
export function usePasswordChangePrompt(): () => void {
  const router = useRouter();
  return useCallback(() => promptPasswordChange((href) => router.push(href)), [router]);
}

/** Whether this browser session was told to change the password (and has not yet). */
export function passwordChangePending(): boolean {
  try {
    return sessionStorage.getItem(KEY) === "1";
  } catch {
    return false;
  }
}

export function clearPasswordChangePrompt(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing to clear.
  }
}
