"use client";

import * as DialogPrimitive from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import type { ComponentPropsWithRef } from "react";
import { cn } from "./cn";
import "./animations.css";

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;

type Placement = "center" | "left" | "full";

const placements: Record<Placement, string> = {
  center:
    "left-1/2 top-1/2 max-h-[90dvh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl p-6 data-[state=open]:animate-[dialog-in_150ms_ease-out]",
  left: "inset-y-0 left-0 flex h-dvh w-[min(22rem,88vw)] flex-col overflow-y-auto data-[state=open]:animate-[sheet-in_200ms_ease-out]",
  full: "inset-0 flex h-dvh w-full flex-col overflow-y-auto",
};

export type DialogContentProps = ComponentPropsWithRef<typeof DialogPrimitive.Content> & {
  placement?: Placement;
  /** Accessible name of the corner close button; omit `showClose` to render your own. */
  closeLabel?: string;
  showClose?: boolean;
};

/** Modal content with overlay, focus trap, Escape to close and a labelled close button. */
export function DialogContent({
  className,
  children,
  placement = "center",
  closeLabel = "Close",
  showClose = true,
  ...props
}: DialogContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-neutral-950/50 backdrop-blur-[2px] data-[state=open]:animate-[fade-in_150ms_ease-out]" />
      <DialogPrimitive.Content
        className={cn(
          "fixed z-50 bg-white text-neutral-900 shadow-2xl focus:outline-none",
          placements[placement],
          className,
        )}
        {...props}
      >
        {children}
        {showClose && (
          <DialogPrimitive.Close
            className="absolute top-3 right-3 inline-flex size-9 items-center justify-center rounded-full text-neutral-600 hover:bg-neutral-100 hover:text-neutral-900"
            aria-label={closeLabel}
          >
            <X className="size-5" aria-hidden="true" />
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogTitle({ className, ...props }: ComponentPropsWithRef<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title className={cn("text-lg font-semibold text-neutral-900", className)} {...props} />
  );
}

export function DialogDescription({
  className,
  ...props
}: ComponentPropsWithRef<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn("text-sm text-neutral-600", className)} {...props} />;
}
