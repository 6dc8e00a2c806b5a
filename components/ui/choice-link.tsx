import { Check } from "lucide-react";
import Link from "next/link";
import type { ReactNode } from "react";
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
 * announced as a checkbox with its checked state (styled by `aria-checked`: app/globals.css).
 */
export function ChoiceLink({ href, checked, children, indicator, addon, className }: ChoiceLinkProps) {
  return (
    <Link
      href={href}
      prefetch={false}
      scroll={false}
      role="checkbox"
      aria-checked={checked}
      className={cn("choice-link", className)}
    >
      {indicator ?? (
        <span className="choice-box" aria-hidden="true">
          {checked && <Check className="size-3" strokeWidth={3} />}
        </span>
      )}
      <span className="min-w-0 flex-1">{children}</span>
      {addon}
    </Link>
  );
}
