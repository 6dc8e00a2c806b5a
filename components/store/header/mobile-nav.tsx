"use client";

import { Menu } from "lucide-react";
import { lazyDrawer, LazyDrawerTrigger } from "@/components/ui/lazy-drawer-trigger";
import type { MenuTree } from "./menu-tree";

const navDrawer = lazyDrawer(() => import("./mobile-nav-drawer"));

/**
 * The small-screen menu button; its left drawer (main links, then the category drill-down of
 * `categories`, the tree the server streams) loads on first use.
 */
export function MobileNav({ categories }: { categories: Promise<MenuTree> }) {
  return (
    <LazyDrawerTrigger
      drawer={navDrawer}
      drawerProps={{ categories }}
      label="Open menu"
      Icon={Menu}
      className="lg:hidden"
    />
  );
}
