import type { ReactNode } from "react";
import { cn } from "./cn";
import { Input, type InputProps } from "./input";
import { Label } from "./label";

export type TextFieldProps = Omit<InputProps, "className"> & {
  id: string;
  label: ReactNode;
  /** A note under the input (id `<id>-note`), which describes it. */
  note?: ReactNode;
  /** The wrapper's classes, e.g. its share of a flex row. */
  className?: string;
  inputClassName?: string;
};

/** A labelled input: the label above, the input under it, and an optional note below. */
export function TextField({ id, label, note, className, inputClassName, ...input }: TextFieldProps) {
  const noteId = `${id}-note`;
  return (
    <div className={className}>
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        className={cn("mt-1", inputClassName)}
        aria-describedby={note ? noteId : undefined}
        {...input}
      />
      {note && (
        <p id={noteId} className="mt-1 text-xs text-neutral-600">
          {note}
        </p>
      )}
    </div>
  );
}
