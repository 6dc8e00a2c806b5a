"use client";

import { Menu } from "lucide-react";
import { lazy, Suspense, useRef, type ReactNode } from "react";
import { useLazyOpen } from "@/components/ui/use-lazy-open";

const loadDrawer = () => import("./mobile-nav-drawer");
const MobileNavDrawer = lazy(loadDrawer);

/**
 * The small-screen menu button; its left drawer (main links, then the category drill-down
 * passed in as `categories`, server-streamed) loads on first use.
 */
export function MobileNav({ categories }: { categories: ReactNode }) {
  const trigger = useRef<HTMLButtonElement>(null);
  const drawer = useLazyOpen(trigger);
  return (
    <>
      <button
        ref={trigger}
        type="button"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={drawer.open}
        onPointerEnter={() => void loadDrawer()}
        onFocus={() => void loadDrawer()}
        onClick={drawer.show}
        className="inline-flex size-10 items-center justify-center rounded-lg text-neutral-700 hover:bg-neutral-100 lg:hidden"
      >
        <Menu className="size-5" aria-hidden="true" />
      </button>
      {drawer.mounted && (
        <Suspense fallback={null}>
          <MobileNavDrawer
            open={drawer.open}
            onOpenChange={drawer.setOpen}
            onCloseAutoFocus={drawer.returnFocus}
            categories={categories}
          />
        </Suspense>
      )}
    </>
  );
}
