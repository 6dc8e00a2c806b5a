"use client";

import { AdminPage } from "@/components/admin/admin-page";
import { ErrorReference } from "@/components/http/error-reference";
import { useLoggedError, type RouteErrorProps } from "@/components/http/route-error";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";

/** An admin page failed to render (the database, most likely): say so, offer a retry and the reference to look up. */
export default function AdminError({ error, reset }: RouteErrorProps) {
  useLoggedError(error);
  return (
    <AdminPage title="Something went wrong">
      <Alert tone="error">
        This page could not be loaded just now.{" "}
        <Button variant="link" className="h-auto p-0" onClick={reset}>
          Try again
        </Button>
      </Alert>
      <ErrorReference digest={error.digest} />
    </AdminPage>
  );
}
