/** Square box drawn for a checked/unchecked state; shared by the form checkbox and link choices. */
export const checkboxBoxClasses =
  "inline-flex size-4 shrink-0 items-center justify-center rounded border border-neutral-400 bg-white text-white transition-colors";
export const checkboxBoxCheckedClasses = "border-brand-600 bg-brand-600";
