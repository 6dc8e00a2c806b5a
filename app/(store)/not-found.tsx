import type { Metadata } from "next";
import { NotFoundContent } from "@/components/store/not-found-content";

export const metadata: Metadata = { title: "Page Not Found" };

/** Shown inside the storefront layout when a page calls notFound() (e.g. an unknown product). */
export default function StoreNotFound() {
  return <NotFoundContent />;
}
