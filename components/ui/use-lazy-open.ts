"use client";

import { useCallback, useState, type RefObject } from "react";

export type LazyOpen = {
  open: boolean;
  setOpen: (open: boolean) => void;
  /** True from the first opening on: render the (lazily loaded) dialog only then. */
  mounted: boolean;
  show: () => void;
  /** For the dialog's `onCloseAutoFocus`: focus goes back to the trigger, as a Radix trigger does. */
  returnFocus: (event: Event) => void;
};

/**
 * Open state for a dialog whose code loads on first use: the page renders a plain trigger
 * button (`triggerRef`), and the dialog (Radix and its content) is loaded and mounted when
 * first opened.
 */
export function useLazyOpen(triggerRef: RefObject<HTMLElement | null>): LazyOpen {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const show = useCallback(() => {
    setMounted(true);
    setOpen(true);
  }, []);
  const returnFocus = useCallback((event: Event) => {
    event.preventDefault();
    triggerRef.current?.focus();
  }, [triggerRef]);
  return { open, setOpen, mounted, show, returnFocus };
}
