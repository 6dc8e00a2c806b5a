import { Check } from "lucide-react";
import Link from "next/link";
import type { ReactNode } from "react";
import { checkboxBoxCheckedClasses, checkboxBoxClasses } from "./checkbox-classes";
import { cn } from "./cn";

type ChoiceLinkProps = {
  href: string;
  checked: boolean;
  children: ReactNode;
  /** Drawn instead of the check box, e.g. a colour sample. */
  indicator?: ReactNode;
  /** Rendered inside the link after the label, e.g. a client component reading the link's status. */
  addon?: ReactNode;
  className?: string;
};

/**
 * A filter choice that is a plain link (works without JavaScript) but is presented and
 * announced as a checkbox with its checked state.
 */
export function ChoiceLink({ href, checked, children, indicator, addon, className }: ChoiceLinkProps) {
  return (
    <Link
      href={href}
      prefetch={false}
      scroll={false}
      role="checkbox"
      aria-checked={checked}
      className={cn(
        "group flex items-center gap-2.5 rounded-md px-1.5 py-1 text-sm text-neutral-700 hover:bg-neutral-100 hover:text-neutral-900",
        checked && "font-medium text-neutral-900",
        className,
      )}
    >
      {indicator ?? (
        <span
          className={cn(
            checkboxBoxClasses,
            checked ? checkboxBoxCheckedClasses : "group-hover:border-neutral-600",
          )}
          aria-hidden="true"
        >
          {checked && <Check className="size-3" strokeWidth={3} />}
        </span>
      )}
      <span className="min-w-0 flex-1">{children}</span>
      {addon}
    </Link>
  );
}
