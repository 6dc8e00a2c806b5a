"use client";

import {
  ChartNoAxesCombined,
  Boxes,
  Braces,
  FolderTree,
  History,
  House,
  LifeBuoy,
  Menu,
  Package,
  ReceiptText,
  Settings,
  Store,
  TicketPercent,
  Truck,
  UserCog,
  Users,
} from "lucide-react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useState } from "react";
import { cn } from "@/components/ui/cn";
import { Dialog, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import * as DialogPrimitive from "@radix-ui/react-dialog";
import { ADMIN_PAGES, type AdminPagePath, type Permission } from "@/lib/auth/permissions";

export type AdminPerson = { firstName: string; lastName: string; email: string };

/** The side menu's links; each admin page shows only for a role holding its permission (lib/auth/permissions.ts). */
const LINKS: readonly { href: AdminPagePath | "/"; label: string; icon: typeof House }[] = [
  { href: "/admin", label: "Home", icon: House },
  { href: "/admin/analytics", label: "Analytics", icon: ChartNoAxesCombined },
  { href: "/admin/product/management", label: "Product Management", icon: Package },
  { href: "/admin/inventory", label: "Inventory", icon: Boxes },
  { href: "/admin/categories", label: "Categories", icon: FolderTree },
  { href: "/admin/orders", label: "Orders", icon: ReceiptText },
  { href: "/admin/customers", label: "Customers", icon: Users },
  { href: "/admin/discounts", label: "Discounts", icon: TicketPercent },
  { href: "/admin/staff", label: "Staff", icon: UserCog },
  { href: "/admin/activity", label: "Activity", icon: History },
  { href: "/admin/api", label: "API", icon: Braces },
  { href: "/admin/vendor/management", label: "Vendor Management", icon: Truck },
  { href: "/admin/support", label: "Customer Support", icon: LifeBuoy },
  { href: "/", label: "Back to Website", icon: Store },
  { href: "/admin/settings", label: "Settings", icon: Settings },
];

function isActive(pathname: string, href: string): boolean {
  if (href === "/" || href === "/admin") return pathname === href;
  return pathname === href || pathname.startsWith(`${href}/`);
}

type PanelProps = { person: AdminPerson; permissions: readonly Permission[]; onNavigate?: () => void };

function SidePanel({ person, permissions, onNavigate }: PanelProps) {
  const pathname = usePathname();
  const links = LINKS.filter(({ href }) => href === "/" || permissions.includes(ADMIN_PAGES[href]));
  return (
    <div className="flex h-full flex-col gap-6 p-4">
      <Link href="/admin" onClick={onNavigate} className="px-3 text-xl font-bold tracking-tight text-white">
        eCommerce <span className="font-normal text-brand-200">Admin</span>
      </Link>
      <div className="rounded-xl bg-white/10 px-3 py-3 text-sm" data-testid="admin-person">
        <p className="font-semibold text-white">
          {person.firstName} {person.lastName}
        </p>
        <p className="truncate text-neutral-300">{person.email}</p>
      </div>
      <nav aria-label="Admin">
        <ul className="space-y-1">
          {links.map(({ href, label, icon: Icon }) => {
            const active = isActive(pathname, href);
            return (
              <li key={href}>
                <Link
                  href={href}
                  onClick={onNavigate}
                  aria-current={active ? "page" : undefined}
                  className={cn(
                    "flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium text-neutral-200 hover:bg-white/10 hover:text-white focus-visible:outline-2 focus-visible:outline-white",
                    active && "bg-white/15 text-white",
                  )}
                >
                  <Icon className="size-4" aria-hidden="true" />
                  {label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
}

/** The side menu: fixed on large screens, a drawer behind a menu button on small ones. */
export function AdminNav({ person, permissions }: { person: AdminPerson; permissions: readonly Permission[] }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <aside className="hidden w-64 shrink-0 bg-neutral-900 lg:block">
        <div className="sticky top-0 h-dvh overflow-y-auto">
          <SidePanel person={person} permissions={permissions} />
        </div>
      </aside>
      <div className="fixed top-3 left-3 z-40 lg:hidden">
        <Dialog open={open} onOpenChange={setOpen}>
          <DialogTrigger
            className="inline-flex size-10 items-center justify-center rounded-lg bg-neutral-900 text-white shadow"
            aria-label="Open admin menu"
          >
            <Menu className="size-5" aria-hidden="true" />
          </DialogTrigger>
          <DialogContent placement="left" className="bg-neutral-900" closeLabel="Close admin menu">
            <DialogPrimitive.Title className="sr-only">Admin menu</DialogPrimitive.Title>
            <SidePanel person={person} permissions={permissions} onNavigate={() => setOpen(false)} />
          </DialogContent>
        </Dialog>
      </div>
    </>
  );
}
