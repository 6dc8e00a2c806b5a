import type { Metadata } from "next";
import type { ReactNode } from "react";
import { AdminNav } from "@/components/admin/admin-nav";
import { adminOrNotFound } from "@/lib/auth/session";

export const metadata: Metadata = {
  title: { default: "Dashboard", template: "eCommerce Admin | %s" },
  robots: { index: false, follow: false },
};

/** Admins only, checked on the server for every admin page: anyone else gets the not-found page. */
export default async function AdminLayout({ children }: { children: ReactNode }) {
  const user = await adminOrNotFound();
  return (
    <div className="flex min-h-dvh bg-neutral-50">
      <AdminNav person={{ firstName: user.firstName, lastName: user.lastName, email: user.email }} />
      <main id="main" className="min-w-0 flex-1 px-4 pt-16 pb-12 sm:px-8 lg:pt-8">
        {children}
      </main>
    </div>
  );
}
