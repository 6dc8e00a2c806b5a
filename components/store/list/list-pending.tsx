"use client";

import { useLinkStatus } from "next/link";
import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from "react";

// The list is rendered on the server in one piece (so it also works without JavaScript).
// When the shopper follows a filter, sort or page link, the results show skeletons until
// the new list arrives: each link reports its pending navigation here.

type Report = (pending: boolean) => void;

const ReportContext = createContext<Report>(() => {});
const PendingContext = createContext(false);

export function ListPendingProvider({ children }: { children: ReactNode }) {
  const [count, setCount] = useState(0);
  const report = useCallback<Report>(
    (pending) => setCount((current) => Math.max(0, current + (pending ? 1 : -1))),
    [],
  );
  return (
    <ReportContext.Provider value={report}>
      <PendingContext.Provider value={count > 0}>{children}</PendingContext.Provider>
    </ReportContext.Provider>
  );
}

/** Reports `pending` while it is true (and stops when it turns false or unmounts). */
export function useReportPending(pending: boolean): void {
  const report = useContext(ReportContext);
  useEffect(() => {
    if (!pending) return;
    report(true);
    return () => report(false);
  }, [pending, report]);
}

/** Place inside a list `<Link>`: reports that link's navigation while it is pending. */
export function LinkPendingSignal() {
  useReportPending(useLinkStatus().pending);
  return null;
}

/** Shows `skeleton` instead of the results while a list navigation is pending. */
export function ListPendingResults({ children, skeleton }: { children: ReactNode; skeleton: ReactNode }) {
  const pending = useContext(PendingContext);
  return (
    <div aria-busy={pending || undefined}>
      {pending ? (
        <div role="status">
          <span className="sr-only">Loading products…</span>
          {skeleton}
        </div>
      ) : (
        children
      )}
    </div>
  );
}
