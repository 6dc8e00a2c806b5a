"use client";

import { useRequestId } from "./use-request-id";

/**
 * What a shopper can quote to support about an error: the request's id (every log line of it
 * carries it) and Next's error digest (on the error's own log line). Selectable text.
 */
export function ErrorReference({ digest, className }: { digest?: string; className?: string }) {
  const requestId = useRequestId();
  if (!requestId && !digest) return null;
  return (
    <dl className={`text-xs text-neutral-500 ${className ?? ""}`}>
      {requestId && (
        <div>
          <dt className="inline">Reference: </dt>
          <dd className="inline font-mono select-all">{requestId}</dd>
        </div>
      )}
      {digest && (
        <div>
          <dt className="inline">Error digest: </dt>
          <dd className="inline font-mono select-all">{digest}</dd>
        </div>
      )}
    </dl>
  );
}
