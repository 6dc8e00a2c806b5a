import type { Metadata } from "next";
import type { ReactNode } from "react";
import { AccountProviders } from "@/components/account/session-provider";
import { ToastHost } from "@/components/ui/toast-host";
import { siteUrl } from "@/lib/site";
import "./globals.css";

export const metadata: Metadata = {
  metadataBase: new URL(siteUrl()),
  title: { default: "eCommerce", template: "eCommerce | %s" },
  description: "Clothing, accessories and merchandise, delivered.",
};

/**
 * The same HTML for every visitor: who is signed in is asked by the header's client island
 * (next-auth's session call), never read from the request here. Only the session's small
 * context and the toast host are app-wide; data fetching (TanStack Query) is scoped to the
 * views that use it, and the toaster loads with the first toast.
 */
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body className="min-h-screen font-sans">
        <AccountProviders>{children}</AccountProviders>
        <ToastHost />
      </body>
    </html>
  );
}
