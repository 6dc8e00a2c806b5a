import type { Metadata } from "next";
import { getServerSession } from "next-auth";
import type { ReactNode } from "react";
import { AccountProviders } from "@/components/account/session-provider";
import { Providers } from "@/components/providers";
import { authOptions } from "@/lib/auth/options";
import { siteUrl } from "@/lib/site";
import "./globals.css";

export const metadata: Metadata = {
  metadataBase: new URL(siteUrl()),
  title: { default: "eCommerce", template: "eCommerce | %s" },
  description: "Clothing, accessories and merchandise, delivered.",
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  // Read on the server so the header shows the right account controls on first paint.
  const session = await getServerSession(authOptions);
  return (
    <html lang="en">
      <body className="min-h-screen font-sans">
        <Providers>
          <AccountProviders session={session}>{children}</AccountProviders>
        </Providers>
      </body>
    </html>
  );
}
