import type { ComponentPropsWithRef } from "react";
import { cn } from "./cn";

/** A grey placeholder block; decorative, so hidden from assistive technology. */
export function Skeleton({ className, ...props }: ComponentPropsWithRef<"div">) {
  return (
    <div aria-hidden="true" className={cn("animate-pulse rounded-md bg-neutral-200", className)} {...props} />
  );
}
