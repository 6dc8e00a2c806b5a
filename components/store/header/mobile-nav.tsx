"use client";

import { Menu } from "lucide-react";
import type { ReactNode } from "react";
import { lazyDrawer, LazyDrawerTrigger } from "@/components/ui/lazy-drawer-trigger";

const navDrawer = lazyDrawer(() => import("./mobile-nav-drawer"));

/**
 * The small-screen menu button; its left drawer (main links, then the category drill-down
 * passed in as `categories`, server-streamed) loads on first use.
 */
export function MobileNav({ categories }: { categories: ReactNode }) {
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
