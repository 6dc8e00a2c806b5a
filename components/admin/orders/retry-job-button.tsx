"use client";

import { Button } from "@/components/ui/button";
import { useOrderCall } from "./use-order-call";

/** Queues a job that failed for good again (POST /api/admin/jobs/{id}/retry). */
export function RetryJobButton({ jobId, what }: { jobId: number; what: string }) {
  const { busy, problem, call } = useOrderCall();
  return (
    <span className="inline-flex flex-col items-start gap-1">
      <Button
        variant="secondary"
        size="sm"
        disabled={busy}
        aria-label={`Retry ${what}`}
        onClick={() =>
          void call(
            `/api/admin/jobs/${jobId}/retry`,
            undefined,
            `${what}: queued again`,
            "It could not be retried",
          )
        }
      >
        {busy ? "Retrying…" : "Retry"}
      </Button>
      {problem && (
        <span role="alert" className="text-xs text-red-800">
          {problem}
        </span>
      )}
    </span>
  );
}
