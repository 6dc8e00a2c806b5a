"use client";

import { useId, useState, type FormEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { TextField } from "@/components/ui/text-field";
import { apiErrorMessage } from "@/components/http/api-error-message";

/**
 * One text field and a submit button: a rename (starting from `initial`) or an addition
 * (starting empty, cleared after saving). The server's refusal is shown under it.
 */
export function NameForm({
  label,
  initial = "",
  submitLabel,
  maxLength,
  onSave,
  onCancel,
  failure,
}: {
  label: string;
  initial?: string;
  submitLabel: string;
  maxLength: number;
  onSave: (text: string) => Promise<void>;
  onCancel?: () => void;
  /** What to say when the server gives no detail. */
  failure: string;
}) {
  const id = useId();
  const [text, setText] = useState(initial);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const trimmed = text.trim();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaving(true);
    setProblem(null);
    try {
      await onSave(trimmed);
      if (!initial) setText("");
    } catch (error) {
      setProblem(apiErrorMessage(error, failure));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      onSubmit={submit}
      onKeyDown={(event) => {
        if (event.key === "Escape" && onCancel) {
          event.stopPropagation();
          onCancel();
        }
      }}
      className="space-y-2"
    >
      <div className="flex flex-wrap items-end gap-2">
        <TextField
          id={`${id}-text`}
          label={label}
          className="min-w-40 flex-1"
          required
          maxLength={maxLength}
          value={text}
          autoFocus={Boolean(onCancel)}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit" disabled={saving || !trimmed || trimmed === initial}>
          {saving && <Spinner />}
          {submitLabel}
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
      {problem && <Alert tone="error">{problem}</Alert>}
    </form>
  );
}
