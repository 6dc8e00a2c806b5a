"use client";

import { useEffect, useState, type ReactNode } from "react";
import { SessionContext, type SessionState } from "./session-context";
import { fetchSession } from "./session-fetch";
import { NEXTAUTH_MESSAGE_KEY } from "./session-sync";

/**
 * Client context for accounts: who is signed in, read by the browser after the page loads so
 * pages stay the same for everyone. It does what next-auth's SessionProvider did here, without
 * its library in every page: one read of /api/auth/session on load, again when the tab comes
 * back into view, and when a login, signup or logout in any tab announces a change
 * (session-sync.ts). The first answer ends the "loading" state; later reads keep the last
 * known session meanwhile.
 */
export function AccountProviders({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SessionState>({ data: null, status: "loading" });

  useEffect(() => {
    let latest = 0;
    const refresh = () => {
      const call = ++latest;
      void fetchSession().then((data) => {
        if (call === latest) setState({ data, status: data ? "authenticated" : "unauthenticated" });
      });
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key !== NEXTAUTH_MESSAGE_KEY || !event.newValue) return;
      try {
        const message = JSON.parse(event.newValue) as { event?: string };
        if (message.event === "session") refresh();
      } catch {
        // Not ours.
      }
    };
    const onVisible = () => {
      if (document.visibilityState === "visible") refresh();
    };
    refresh();
    window.addEventListener("storage", onStorage);
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      latest = -1;
      window.removeEventListener("storage", onStorage);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, []);

  return <SessionContext.Provider value={state}>{children}</SessionContext.Provider>;
}
