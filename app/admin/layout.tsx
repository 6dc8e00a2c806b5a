import type { Metadata } from "next";
import type { ReactNode } from "react";
import { AdminNav } from "@/components/admin/admin-nav";
import { pageOrNotFound } from "@/lib/auth/session";
import { permissionsOf } from "@/lib/auth/permissions";

export const metadata: Metadata = {
  title: { default: "Dashboard", template: "eCommerce Admin | %s" },
  robots: { index: false, follow: false },
};

/**
 * Staff only (a seller or an admin), checked on the server for every admin page: anyone else gets
 * the not-found page. Each page checks its own permission too; the nav shows only what the role may open.
 */
export default async function AdminLayout({ children }: { children: ReactNode }) {
  const user = await pageOrNotFound();
  return (
    <div className="flex min-h-dvh bg-neutral-50">
      <AdminNav
        person={{ firstName: user.firstName, lastName: user.lastName, email: user.email }}
        permissions={permissionsOf(user.role)}
      />
      <main id="main" className="min-w-0 flex-1 px-4 pt-16 pb-12 sm:px-8 lg:pt-8">
        {children}
      </main>
    </div>
  );
}
