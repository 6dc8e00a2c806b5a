"use client";

import { Search } from "lucide-react";
import { lazyDrawer, LazyDrawerTrigger } from "@/components/ui/lazy-drawer-trigger";

const searchDrawer = lazyDrawer(() => import("./mobile-search-drawer"));

/** Small screens: a search icon button opening a full-screen search drawer (loaded on first use). */
export function MobileSearch() {
  return <LazyDrawerTrigger drawer={searchDrawer} label="Open search" Icon={Search} className="md:hidden" />;
}
