"use client";

import { AdminPage } from "@/components/admin/admin-page";
import { ErrorReference } from "@/components/http/error-reference";
import { useLoggedError, type RouteErrorProps } from "@/components/http/route-error";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";

/** The audit trail could not be read (the database, most likely): say so and offer a retry. */
export default function ActivityError({ error, reset }: RouteErrorProps) {
  useLoggedError(error);
  return (
    <AdminPage title="Activity">
      <Alert tone="error">
        The activity could not be loaded just now.{" "}
        <Button variant="link" className="h-auto p-0" onClick={reset}>
          Try again
        </Button>
      </Alert>
      <ErrorReference digest={error.digest} />
    </AdminPage>
  );
}
