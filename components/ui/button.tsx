import type { ComponentPropsWithRef } from "react";
import { cn } from "./cn";

export type ButtonVariant = "primary" | "secondary" | "ghost" | "inverse" | "danger" | "link";
export type ButtonSize = "sm" | "md" | "lg" | "icon";

// The focus ring is the page's own (`:focus-visible` in app/globals.css), not repeated here.
const base =
  "inline-flex shrink-0 items-center justify-center gap-2 rounded-lg font-medium whitespace-nowrap transition-colors select-none disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50";

const variants: Record<ButtonVariant, string> = {
  primary: "bg-brand-600 text-white shadow-sm hover:bg-brand-700 active:bg-brand-900",
  secondary:
    "border border-neutral-300 bg-white text-neutral-900 shadow-sm hover:border-neutral-400 hover:bg-neutral-50",
  ghost: "text-neutral-700 hover:bg-neutral-100 hover:text-neutral-900",
  inverse: "bg-white text-neutral-900 shadow-sm hover:bg-neutral-100",
  danger: "bg-red-600 text-white shadow-sm hover:bg-red-700",
  link: "text-brand-600 underline-offset-4 hover:underline",
};

const sizes: Record<ButtonSize, string> = {
  sm: "h-8 px-3 text-sm",
  md: "h-10 px-4 text-sm",
  lg: "h-12 px-6 text-base",
  icon: "size-10",
};

export type ButtonStyleOptions = { variant?: ButtonVariant; size?: ButtonSize; className?: string };

/** Button classes, also for links that look like buttons (`<Link className={buttonClasses()}>`). */
export function buttonClasses({
  variant = "primary",
  size = "md",
  className,
}: ButtonStyleOptions = {}): string {
  return cn(base, variants[variant], variant !== "link" && sizes[size], className);
}

export type ButtonProps = ComponentPropsWithRef<"button"> & { variant?: ButtonVariant; size?: ButtonSize };

export function Button({ variant, size, className, type = "button", ...props }: ButtonProps) {
  return <button type={type} className={buttonClasses({ variant, size, className })} {...props} />;
}
