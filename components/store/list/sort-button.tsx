import { ArrowUpDown, ChevronDown } from "lucide-react";
import type { ComponentPropsWithRef } from "react";
import { buttonClasses } from "@/components/ui/button";

export const sortButtonClasses = buttonClasses({ variant: "secondary", size: "sm", className: "gap-1.5" });

/** What the 'Sort By' trigger shows: the current choice. */
export function SortButtonFace({ label }: { label: string }) {
  return (
    <>
      <ArrowUpDown className="size-4 text-neutral-500" aria-hidden="true" />
      <span className="text-neutral-600">Sort By:</span>
      <span>{label}</span>
      <ChevronDown className="size-4 text-neutral-500" aria-hidden="true" />
    </>
  );
}

/** The trigger before the menu's code has loaded: looks the same, opens it on first click. */
export function SortButton({ label, ...props }: ComponentPropsWithRef<"button"> & { label: string }) {
  return (
    <button type="button" aria-haspopup="menu" className={sortButtonClasses} {...props}>
      <SortButtonFace label={label} />
    </button>
  );
}
