"use client";

import type { ReactNode } from "react";
import { AdminPage } from "@/components/admin/admin-page";
import { ErrorReference } from "@/components/http/error-reference";
import { useLoggedError, type RouteErrorProps } from "@/components/http/route-error";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";

/** An admin page that failed to render: what could not be loaded, a retry, and the reference to look up in the log. */
export function AdminError({ title, children, error, reset }: RouteErrorProps & { title: string; children: ReactNode }) {
  useLoggedError(error);
  return (
    <AdminPage title={title}>
      <Alert tone="error">
        {children}{" "}
        <Button variant="link" className="h-auto p-0" onClick={reset}>
          Try again
        </Button>
      </Alert>
      <ErrorReference digest={error.digest} />
    </AdminPage>
  );
}
