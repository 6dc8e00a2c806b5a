import type { Metadata } from "next";
import { NotFoundContent } from "@/components/store/not-found-content";

export const metadata: Metadata = { title: "Page Not Found" };

/** An unknown order or customer in the admin: the not-found page inside the admin layout. */
export default function AdminNotFound() {
  return <NotFoundContent />;
}
