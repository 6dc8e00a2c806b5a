"use client";

import { Suspense, type MouseEvent } from "react";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import type { LazyDrawerState } from "@/components/ui/lazy-drawer-trigger";
import { LinkList } from "@/components/ui/link-list";
import { SITE_NAME } from "@/lib/site";
import { StreamedDrawerCategories } from "./drawer-categories";
import type { MenuTree } from "./menu-tree";

const MAIN_LINKS = [
  { href: "/", label: "Home" },
  { href: "/products", label: "Products" },
  { href: "/categories", label: "Categories" },
  { href: "/about", label: "About" },
] as const;

type Props = LazyDrawerState & { categories: Promise<MenuTree> };

/** The left drawer: main links, then the category drill-down. Following any link closes it. */
export default function MobileNavDrawer({ open, onOpenChange, onCloseAutoFocus, categories }: Props) {
  const closeOnLink = (event: MouseEvent) => {
    if ((event.target as HTMLElement).closest("a")) onOpenChange(false);
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent placement="left" closeLabel="Close menu" className="pb-6" onCloseAutoFocus={onCloseAutoFocus}>
        <div className="border-b border-neutral-200 px-5 py-4">
          <DialogTitle className="text-base">{SITE_NAME}</DialogTitle>
          <DialogDescription className="sr-only">Site navigation and product categories</DialogDescription>
        </div>
        <div onClick={closeOnLink} className="flex-1">
          <nav aria-label="Main" className="border-b border-neutral-200 px-3 py-3">
            <LinkList
              links={MAIN_LINKS}
              linkClassName="block rounded-lg px-3 py-2.5 text-[15px] font-medium text-neutral-800 hover:bg-neutral-100"
            />
          </nav>
          <div className="px-3 py-3">
            <Suspense fallback={<p className="px-3 py-2 text-sm text-neutral-600">Loading...</p>}>
              <StreamedDrawerCategories categories={categories} />
            </Suspense>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
