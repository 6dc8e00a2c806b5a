import type { ComponentPropsWithRef } from "react";
import { cn } from "./cn";

export function Label({ className, ...props }: ComponentPropsWithRef<"label">) {
  return <label className={cn("text-sm font-medium text-neutral-800", className)} {...props} />;
}
