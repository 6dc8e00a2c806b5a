"use client";

import { RotateCcw } from "lucide-react";
import Link from "next/link";
import { useEffect } from "react";
import { MessagePage } from "@/components/store/message-page";
import { Button, buttonClasses } from "@/components/ui/button";

/** The order could not be read just now: a retry, and the way back to the order list. */
export default function OrderError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <MessagePage
      title="We couldn’t load this order"
      actions={
        <>
          <Button size="lg" onClick={reset}>
            <RotateCcw className="size-4" aria-hidden="true" />
            Try again
          </Button>
          <Link href="/profile" className={buttonClasses({ variant: "secondary", size: "lg" })}>
            Your orders
          </Link>
        </>
      }
    >
      Something went wrong while reading your order. Please try again in a moment.
    </MessagePage>
  );
}
