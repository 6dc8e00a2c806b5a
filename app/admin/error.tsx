"use client";

import { AdminError } from "@/components/admin/admin-error";
import type { RouteErrorProps } from "@/components/http/route-error";

/** An admin page failed to render (the database, most likely): say so, offer a retry and the reference. */
export default function AdminPageError(props: RouteErrorProps) {
  return (
    <AdminError title="Something went wrong" {...props}>
      This page could not be loaded just now.
    </AdminError>
  );
}
