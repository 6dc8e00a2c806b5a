import { createElement, type ComponentPropsWithRef, type ReactNode } from "react";
import { cn } from "./cn";

export type CardTone = "white" | "muted" | "bare";

const tones: Record<CardTone, string> = {
  white: "bg-white",
  muted: "bg-neutral-50",
  bare: "",
};

export type CardStyleOptions = {
  /** The surface: white (default), muted grey (summaries beside a form) or none (on the page's own). */
  tone?: CardTone;
  /** A soft shadow lifting it off the page, as admin panels and standalone cards have. */
  raised?: boolean;
  /** Padding, layout and anything else the place needs. */
  className?: string;
};

/** The rounded, bordered surface every card and panel shares. */
export function cardClasses({ tone = "white", raised = false, className }: CardStyleOptions = {}): string {
  return cn("rounded-2xl border border-neutral-200", tones[tone], raised && "shadow-sm", className);
}

type CardElement = "div" | "section" | "article" | "li" | "form" | "fieldset";

export type CardProps<E extends CardElement = "div"> = ComponentPropsWithRef<E> &
  Omit<CardStyleOptions, "className"> & {
    /** The element it is (a `section`, a list item, a `form`...); `div` by default. */
    as?: E;
  };

/** A card: the shared surface, as whichever element the content calls for. */
export function Card<E extends CardElement = "div">({ as, tone, raised, className, ...props }: CardProps<E>) {
  return createElement(as ?? "div", { ...props, className: cardClasses({ tone, raised, className }) });
}

const headingSizes = {
  /** Storefront sections. */
  lg: "text-lg font-semibold text-neutral-900",
  /** The admin's denser panels. */
  base: "text-base font-semibold text-neutral-900",
} as const;

export type CardSectionProps = Omit<CardProps<"section">, "as" | "title"> & {
  /** The section's heading (an `h2`), which also names the section. */
  title: ReactNode;
  /** The heading's id, which the section is labelled by. */
  headingId: string;
  headingSize?: keyof typeof headingSizes;
  /** Spacing around the heading, e.g. `mb-4` or `px-5 pt-4`. */
  headingClassName?: string;
};

/** A card that is a `section` named by its own `h2` heading. */
export function CardSection({
  title,
  headingId,
  headingSize = "lg",
  headingClassName,
  children,
  ...card
}: CardSectionProps) {
  return (
    <Card as="section" aria-labelledby={headingId} {...card}>
      <h2 id={headingId} className={cn(headingSizes[headingSize], headingClassName)}>
        {title}
      </h2>
      {children}
    </Card>
  );
}
