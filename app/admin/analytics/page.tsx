import type { Metadata } from "next";
import { connection } from "next/server";
import { AdminPage } from "@/components/admin/admin-page";
import { pageOrNotFound } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Analytics" };

/** A placeholder showing only its title. */
export default async function Placeholder() {
  await connection();
  await pageOrNotFound("reports");
  return <AdminPage title="Analytics" />;
}
