"use client";

import { useContext, useEffect } from "react";
import { SessionContext, type SessionState } from "./session-context";

export type { SessionState };

const WITHOUT_PROVIDER: SessionState = { data: null, status: "unauthenticated" };

/**
 * Who is signed in, on the client: the session from `AccountProviders`. A page rendered
 * without the provider degrades to "signed out" (with a console error) instead of crashing
 * the header.
 */
export function useSessionState(): SessionState {
  const value = useContext(SessionContext);
  const providerMissing = !value;
  useEffect(() => {
    if (providerMissing)
      console.error("AccountProviders is not mounted: the session is treated as signed out.");
  }, [providerMissing]);
  return value ?? WITHOUT_PROVIDER;
}
