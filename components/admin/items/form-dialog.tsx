"use client";

import type { FormEvent, ReactNode } from "react";
import { Alert } from "@/components/ui/alert";
import { Button, type ButtonVariant } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  submitLabel: string;
  submitVariant?: ButtonVariant;
  /** Whether the form can be sent as it stands. */
  canSubmit?: boolean;
  busy: boolean;
  /** What went wrong with the last attempt (the server's detail), shown above the buttons. */
  problem: string | null;
  onSubmit: () => void;
  /** Where focus goes when the dialog closes (the row's menu it was opened from is gone by then). */
  returnFocus?: () => void;
  children?: ReactNode;
};

/** One item action as a modal form: title, fields, the last problem, Cancel and the action's button. */
export function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  submitLabel,
  submitVariant = "primary",
  canSubmit = true,
  busy,
  problem,
  onSubmit,
  returnFocus,
  children,
}: Props) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (canSubmit && !busy) onSubmit();
  };
  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent
        closeLabel="Close"
        onCloseAutoFocus={(event) => {
          if (!returnFocus) return;
          event.preventDefault();
          returnFocus();
        }}
      >
        <form onSubmit={submit} className="space-y-4" noValidate>
          <div className="space-y-1 pr-8">
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </div>
          {children}
          {problem && <Alert tone="error">{problem}</Alert>}
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" variant={submitVariant} disabled={!canSubmit || busy}>
              {busy && <Spinner />}
              {submitLabel}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
