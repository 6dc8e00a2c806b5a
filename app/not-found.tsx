import type { Metadata } from "next";
import { NotFoundContent } from "@/components/store/not-found-content";
import { StoreShell } from "@/components/store/store-shell";

export const metadata: Metadata = { title: "Page Not Found" };

/** Any unknown address: the not-found page with the storefront's header and footer. */
export default function NotFound() {
  return (
    <StoreShell>
      <NotFoundContent />
    </StoreShell>
  );
}
