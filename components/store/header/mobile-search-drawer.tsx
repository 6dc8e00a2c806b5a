"use client";

import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import type { LazyDrawerState } from "@/components/ui/lazy-drawer-trigger";
import { SearchForm } from "./search-box";

/** The full-screen search drawer; searching closes it. */
export default function MobileSearchDrawer({ open, onOpenChange, onCloseAutoFocus }: LazyDrawerState) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent placement="full" closeLabel="Close search" className="px-4 pt-4" onCloseAutoFocus={onCloseAutoFocus}>
        <DialogTitle className="pr-12 text-base">Search</DialogTitle>
        <DialogDescription className="mt-1">Find products by name, category or description.</DialogDescription>
        <SearchForm className="mt-4" onSearched={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
