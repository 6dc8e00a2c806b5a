"use client";

import { RotateCcw } from "lucide-react";
import Link from "next/link";
import { ErrorReference } from "@/components/http/error-reference";
import { useLoggedError, type RouteErrorProps } from "@/components/http/route-error";
import { Button, buttonClasses } from "@/components/ui/button";
import { MessagePage } from "@/components/store/message-page";

/** A storefront page failed to render: say so, and offer a retry and the way home (app/(store)/error.tsx). */
export default function StoreErrorView({ error, reset }: RouteErrorProps) {
  useLoggedError(error);
  return (
    <MessagePage
      title="Something went wrong"
      footnote={<ErrorReference digest={error.digest} />}
      actions={
        <>
          <Button size="lg" onClick={reset}>
            <RotateCcw className="size-4" aria-hidden="true" />
            Try again
          </Button>
          <Link href="/" className={buttonClasses({ variant: "secondary", size: "lg" })}>
            Go home
          </Link>
        </>
      }
    >
      We couldn’t load this page just now. Please try again in a moment.
    </MessagePage>
  );
}
