"use client";

import type { LucideIcon } from "lucide-react";
import { lazy, Suspense, useRef, type ComponentType } from "react";
import { cn } from "./cn";
import { useLazyOpen } from "./use-lazy-open";

/** What the drawer gets from its trigger: its open state, and where focus goes when it closes. */
export type LazyDrawerState = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus: (event: Event) => void;
};

/** A drawer whose code is a separate chunk: the component, and a way to start loading it early. */
export type LazyDrawer<P extends object> = {
  preload: () => Promise<unknown>;
  Drawer: ComponentType<LazyDrawerState & P>;
};

/** Declares a lazily loaded drawer (at module level, once): `lazyDrawer(() => import("./drawer"))`. */
export function lazyDrawer<P extends object = object>(
  load: () => Promise<{ default: ComponentType<LazyDrawerState & P> }>,
): LazyDrawer<P> {
  return { preload: load, Drawer: lazy(load) };
}

type Props<P extends object> = {
  drawer: LazyDrawer<P>;
  /** The button's accessible name, e.g. "Open menu". */
  label: string;
  Icon: LucideIcon;
  /** Extra classes, e.g. the breakpoint from which the button is hidden. */
  className?: string;
} & (object extends P ? { drawerProps?: P } : { drawerProps: P });

/**
 * An icon button opening a drawer whose code loads on first use: pointing at or focusing the
 * button starts the download, the click mounts the drawer; closing it returns focus here.
 */
export function LazyDrawerTrigger<P extends object>({
  drawer,
  label,
  Icon,
  className,
  drawerProps,
}: Props<P>) {
  const trigger = useRef<HTMLButtonElement>(null);
  const state = useLazyOpen(trigger);
  const { preload, Drawer } = drawer;
  return (
    <>
      <button
        ref={trigger}
        type="button"
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={state.open}
        onPointerEnter={() => void preload()}
        onFocus={() => void preload()}
        onClick={state.show}
        className={cn(
          "inline-flex size-10 items-center justify-center rounded-lg text-neutral-700 hover:bg-neutral-100",
          className,
        )}
      >
        <Icon className="size-5" aria-hidden="true" />
      </button>
      {state.mounted && (
        <Suspense fallback={null}>
          <Drawer
            {...(drawerProps as P)}
            open={state.open}
            onOpenChange={state.setOpen}
            onCloseAutoFocus={state.returnFocus}
          />
        </Suspense>
      )}
    </>
  );
}
