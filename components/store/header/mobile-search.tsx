"use client";

import { Search } from "lucide-react";
import { lazy, Suspense, useRef } from "react";
import { useLazyOpen } from "@/components/ui/use-lazy-open";

const loadDrawer = () => import("./mobile-search-drawer");
const MobileSearchDrawer = lazy(loadDrawer);

/** Small screens: a search icon button opening a full-screen search drawer (loaded on first use). */
export function MobileSearch() {
  const trigger = useRef<HTMLButtonElement>(null);
  const drawer = useLazyOpen(trigger);
  return (
    <>
      <button
        ref={trigger}
        type="button"
        aria-label="Open search"
        aria-haspopup="dialog"
        aria-expanded={drawer.open}
        onPointerEnter={() => void loadDrawer()}
        onFocus={() => void loadDrawer()}
        onClick={drawer.show}
        className="inline-flex size-10 items-center justify-center rounded-lg text-neutral-700 hover:bg-neutral-100 md:hidden"
      >
        <Search className="size-5" aria-hidden="true" />
      </button>
      {drawer.mounted && (
        <Suspense fallback={null}>
          <MobileSearchDrawer open={drawer.open} onOpenChange={drawer.setOpen} onCloseAutoFocus={drawer.returnFocus} />
        </Suspense>
      )}
    </>
  );
}
