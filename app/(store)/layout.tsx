import type { ReactNode } from "react";
import { StoreShell } from "@/components/store/store-shell";

/**
 * Storefront pages are the same for every visitor, so they are cached whole and refreshed when
 * an admin's change expires the catalogue tags they read. This lifetime (seconds, as the
 * catalogue's data cache) is the safety net for changes made outside the app.
 */
export const revalidate = 300;

export default function StoreLayout({ children }: { children: ReactNode }) {
  return <StoreShell>{children}</StoreShell>;
}
