"use client";

import { AdminError } from "@/components/admin/admin-error";
import type { RouteErrorProps } from "@/components/http/route-error";

/** The audit trail could not be read (the database, most likely): say so and offer a retry. */
export default function ActivityError(props: RouteErrorProps) {
  return (
    <AdminError title="Activity" {...props}>
      The activity could not be loaded just now.
    </AdminError>
  );
}
