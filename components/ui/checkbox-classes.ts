/** Square box drawn for a checked/unchecked state: the form checkbox's (filter choices draw theirs with .choice-box). */
export const checkboxBoxClasses =
  "inline-flex size-4 shrink-0 items-center justify-center rounded border border-neutral-400 bg-white text-white transition-colors";
