"use client";

import { apiErrorMessage } from "@/components/http/api-error-message";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";

/** A read that failed: the server's detail (or the fallback) and a Try again that reads again. */
export function LoadError({
  error,
  fallback,
  onRetry,
  className,
}: {
  error: unknown;
  fallback: string;
  onRetry: () => void;
  className?: string;
}) {
  return (
    <Alert tone="error" className={className}>
      {apiErrorMessage(error, fallback)}{" "}
      <Button variant="link" className="h-auto p-0" onClick={onRetry}>
        Try again
      </Button>
    </Alert>
  );
}
