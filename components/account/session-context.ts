"use client";

import type { Session } from "next-auth";
import { createContext } from "react";

export type SessionState = { data: Session | null; status: "loading" | "authenticated" | "unauthenticated" };

/** Who is signed in, as the SessionProvider last read it; null outside the provider. */
export const SessionContext = createContext<SessionState | null>(null);
