"use client";

import { Menu } from "lucide-react";
import Link from "next/link";
import { useState, type MouseEvent, type ReactNode } from "react";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { SITE_NAME } from "@/lib/site";

const MAIN_LINKS = [
  { href: "/", label: "Home" },
  { href: "/products", label: "Products" },
  { href: "/categories", label: "Categories" },
  { href: "/about", label: "About" },
] as const;

/**
 * The small-screen menu button and its left drawer: main links, then the category
 * drill-down passed in as `categories` (server-streamed). Following any link closes it.
 */
export function MobileNav({ categories }: { categories: ReactNode }) {
  const [open, setOpen] = useState(false);
  const closeOnLink = (event: MouseEvent) => {
    if ((event.target as HTMLElement).closest("a")) setOpen(false);
  };
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger
        aria-label="Open menu"
        className="inline-flex size-10 items-center justify-center rounded-lg text-neutral-700 hover:bg-neutral-100 lg:hidden"
      >
        <Menu className="size-5" aria-hidden="true" />
      </DialogTrigger>
      <DialogContent placement="left" closeLabel="Close menu" className="pb-6">
        <div className="border-b border-neutral-200 px-5 py-4">
          <DialogTitle className="text-base">{SITE_NAME}</DialogTitle>
          <DialogDescription className="sr-only">Site navigation and product categories</DialogDescription>
        </div>
        <div onClick={closeOnLink} className="flex-1">
          <nav aria-label="Main" className="border-b border-neutral-200 px-3 py-3">
            <ul>
              {MAIN_LINKS.map((link) => (
                <li key={link.href}>
                  <Link
                    href={link.href}
                    className="block rounded-lg px-3 py-2.5 text-[15px] font-medium text-neutral-800 hover:bg-neutral-100"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div className="px-3 py-3">{categories}</div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
