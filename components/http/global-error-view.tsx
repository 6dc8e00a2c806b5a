"use client";

import { ErrorReference } from "@/components/http/error-reference";
import { useLoggedError, type RouteErrorProps } from "@/components/http/route-error";

/**
 * The root layout itself failed (nothing of the shop's frame could render): a bare page of its
 * own, with a reload and the reference to quote (app/global-error.tsx gives it html and body).
 */
export default function GlobalErrorView({ error, reset }: RouteErrorProps) {
  useLoggedError(error);
  return (
    <main className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-20 text-center">
      <h1 className="text-3xl font-bold tracking-tight text-neutral-900">Something went wrong</h1>
      <p className="text-neutral-600">The shop could not be shown just now. Please try again in a moment.</p>
      <button
        type="button"
        onClick={reset}
        className="rounded-md bg-neutral-900 px-4 py-2 font-medium text-white hover:bg-neutral-700"
      >
        Try again
      </button>
      <ErrorReference digest={error.digest} className="mt-4" />
    </main>
  );
}
