"use client";

import type { Session } from "next-auth";
import { SessionContext } from "next-auth/react";
import { useContext, useEffect } from "react";

export type SessionState = { data: Session | null; status: "loading" | "authenticated" | "unauthenticated" };

const WITHOUT_PROVIDER: SessionState = { data: null, status: "unauthenticated" };

/**
 * Who is signed in, on the client: next-auth's session from `AccountProviders`. Unlike
 * `useSession`, a page rendered without the provider degrades to "signed out" (with a
 * console error) instead of crashing the header.
 */
export function useSessionState(): SessionState {
  const value = useContext(SessionContext);
  const providerMissing = !value;
  useEffect(() => {
    if (providerMissing)
      console.error("AccountProviders is not mounted: the session is treated as signed out.");
  }, [providerMissing]);
  return value ? { data: value.data, status: value.status } : WITHOUT_PROVIDER;
}
