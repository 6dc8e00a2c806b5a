import type { Metadata } from "next";
import { AdminPage } from "@/components/admin/admin-page";

export const metadata: Metadata = { title: "Settings" };

/** A placeholder showing only its title. */
export default function Placeholder() {
  return <AdminPage title="Settings" />;
}
