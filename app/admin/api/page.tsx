import type { Metadata } from "next";
import { connection } from "next/server";
import { AdminPage } from "@/components/admin/admin-page";
import { ApiReference } from "@/components/admin/api/api-reference";
import { pageOrNotFound } from "@/lib/auth/session";
import { apiReference } from "@/lib/openapi/reference";

export const metadata: Metadata = { title: "API" };

/** The API's reference for integrators: every operation of /api/openapi.json, grouped by area. */
export default async function ApiReferencePage() {
  await connection();
  await pageOrNotFound("reports");
  return (
    <AdminPage
      title="API"
      intro={
        <>
          Every call the shop answers, for fulfilment, accounting and ERP systems. The machine-readable
          OpenAPI 3.1 document is at{" "}
          <a href="/api/openapi.json" className="text-brand-700 underline underline-offset-4">
            /api/openapi.json
          </a>
          .
        </>
      }
    >
      <ApiReference areas={apiReference()} />
    </AdminPage>
  );
}
