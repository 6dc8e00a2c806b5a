"use client";

import { RotateCcw } from "lucide-react";
import Link from "next/link";
import { ErrorReference } from "@/components/http/error-reference";
import { useLoggedError, type RouteErrorProps } from "@/components/http/route-error";
import { MessagePage } from "@/components/store/message-page";
import { Button, buttonClasses } from "@/components/ui/button";

/** The order could not be read just now: a retry, and the way back to the order list. */
export default function OrderError({ error, reset }: RouteErrorProps) {
  useLoggedError(error);
  return (
    <MessagePage
      title="We couldn’t load this order"
      footnote={<ErrorReference digest={error.digest} />}
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
