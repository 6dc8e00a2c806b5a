"use client";

import { Search } from "lucide-react";
import { useState } from "react";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { SearchForm } from "./search-box";

/** Small screens: a search icon button opening a full-screen search drawer. */
export function MobileSearch() {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger
        aria-label="Open search"
        className="inline-flex size-10 items-center justify-center rounded-lg text-neutral-700 hover:bg-neutral-100 md:hidden"
      >
        <Search className="size-5" aria-hidden="true" />
      </DialogTrigger>
      <DialogContent placement="full" closeLabel="Close search" className="px-4 pt-4">
        <DialogTitle className="pr-12 text-base">Search</DialogTitle>
        <DialogDescription className="mt-1">
          Find products by name, category or description.
        </DialogDescription>
        <SearchForm className="mt-4" onSearched={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}
