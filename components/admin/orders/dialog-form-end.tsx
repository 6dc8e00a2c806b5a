import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";

/** The end of an order dialog's form: the call's problem, then Back and the submit button. */
export function DialogFormEnd({
  problem,
  busy,
  onBack,
  submit,
}: {
  problem: string | null;
  busy: boolean;
  onBack: () => void;
  /** The submit button's text (its busy wording while the call runs). */
  submit: string;
}) {
  return (
    <>
      {problem && <Alert tone="error">{problem}</Alert>}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" size="sm" disabled={busy} onClick={onBack}>
          Back
        </Button>
        <Button type="submit" size="sm" disabled={busy}>
          {submit}
        </Button>
      </div>
    </>
  );
}
