"use client";

import { RotateCcw } from "lucide-react";
import Link from "next/link";
import { useEffect } from "react";
import { Button, buttonClasses } from "@/components/ui/button";
import { PageContainer } from "@/components/store/page-container";

/** A storefront page failed to render: say so, and offer a retry and the way home. */
export default function StoreError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <PageContainer className="flex flex-col items-center py-20 text-center sm:py-28">
      <h1 className="text-3xl font-bold tracking-tight text-neutral-900 sm:text-4xl">Something went wrong</h1>
      <p className="mt-4 max-w-md text-neutral-600">
        We couldn’t load this page just now. Please try again in a moment.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button size="lg" onClick={reset}>
          <RotateCcw className="size-4" aria-hidden="true" />
          Try again
        </Button>
        <Link href="/" className={buttonClasses({ variant: "secondary", size: "lg" })}>
          Go home
        </Link>
      </div>
    </PageContainer>
  );
}
