"use client";

import { RotateCcw } from "lucide-react";
import Link from "next/link";
import type { ReactNode } from "react";
import { ErrorReference } from "@/components/http/error-reference";
import { useLoggedError, type RouteErrorProps } from "@/components/http/route-error";
import { Button, buttonClasses } from "@/components/ui/button";
import { MessagePage } from "@/components/store/message-page";

type StoreErrorViewProps = RouteErrorProps & {
  title?: string;
  /** Where the second button leads when a retry does not help. */
  back?: { href: string; label: string };
  message?: ReactNode;
};

/**
 * A storefront page failed to render: say so, offer a retry and a way on, and show the
 * reference that finds the request in the logs. By default the words of any page
 * (app/(store)/error.tsx); a page with its own words passes them.
 */
export default function StoreErrorView({
  error,
  reset,
  title = "Something went wrong",
  back = { href: "/", label: "Go home" },
  message = "We couldn’t load this page just now. Please try again in a moment.",
}: StoreErrorViewProps) {
  useLoggedError(error);
  return (
    <MessagePage
      title={title}
      footnote={<ErrorReference digest={error.digest} />}
      actions={
        <>
          <Button size="lg" onClick={reset}>
            <RotateCcw className="size-4" aria-hidden="true" />
            Try again
          </Button>
          <Link href={back.href} className={buttonClasses({ variant: "secondary", size: "lg" })}>
            {back.label}
          </Link>
        </>
      }
    >
      {message}
    </MessagePage>
  );
}
