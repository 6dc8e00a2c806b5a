"use client";

import { useEffect, useState } from "react";
import type { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { cn } from "@/components/ui/cn";
import { PASSWORD_MIN_LENGTH } from "@/lib/auth/rules";

// A strength meter under a new-password field: zxcvbn-ts's estimate (0-4) with its short hint.
// zxcvbn-ts and its dictionaries (~1.5 MB) are imported on the first keystroke, never with the
// page. Advice only: the server's rule (length, the common list, the account's names) decides.

const LABELS = ["Very weak", "Weak", "Fair", "Good", "Strong"] as const;
const BAR_COLOURS = ["bg-red-600", "bg-red-600", "bg-amber-500", "bg-green-600", "bg-green-700"] as const;

let estimator: Promise<ZxcvbnFactory> | undefined;

function loadEstimator(): Promise<ZxcvbnFactory> {
  estimator ??= Promise.all([
    import("@zxcvbn-ts/core"),
    import("@zxcvbn-ts/language-common"),
    import("@zxcvbn-ts/language-en"),
  ]).then(
    ([core, common, en]) =>
      new core.ZxcvbnFactory({
        dictionary: { ...common.dictionary, ...en.dictionary },
        graphs: common.adjacencyGraphs,
        translations: en.translations,
      }),
    (error: unknown) => {
      estimator = undefined;
      throw error;
    },
  );
  return estimator;
}

type Estimate = { score: number; hint: string | null };

/**
 * `id`: for the field's aria-describedby. `userInputs`: the account's names, which make a
 * password weaker (the server refuses one containing them).
 */
export function PasswordStrength({ id, password, userInputs = [] }: { id: string; password: string; userInputs?: string[] }) {
  const [estimate, setEstimate] = useState<Estimate | null>(null);
  const [failed, setFailed] = useState(false);
  const inputs = userInputs.filter(Boolean).join("\n");
  const short = password.length > 0 && password.length < PASSWORD_MIN_LENGTH;

  useEffect(() => {
    if (password.length < PASSWORD_MIN_LENGTH) return;
    let current = true;
    // A short pause: the estimate (and what a screen reader announces) follows the typing, not each key.
    const timer = setTimeout(() => {
      loadEstimator()
        .then((zxcvbn) => {
          if (!current) return;
          const result = zxcvbn.check(password, inputs ? inputs.split("\n") : []);
          setEstimate({ score: result.score, hint: result.feedback.warning ?? result.feedback.suggestions[0] ?? null });
        })
        .catch(() => current && setFailed(true));
    }, 250);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [password, inputs]);

  const score = short || !estimate ? 0 : estimate.score;
  let text = "";
  if (short) {
    const missing = PASSWORD_MIN_LENGTH - password.length;
    text = `Too short: ${missing} more character${missing === 1 ? "" : "s"} needed.`;
  } else if (password && estimate && !failed) {
    text = `Strength: ${LABELS[estimate.score]}.${estimate.hint ? ` ${estimate.hint}` : ""}`;
  }

  return (
    <div className="space-y-1" data-testid="password-strength">
      <div className="flex gap-1" aria-hidden="true">
        {[1, 2, 3, 4].map((step) => (
          <span
            key={step}
            className={cn(
              "h-1.5 flex-1 rounded-full",
              password && !short && estimate && score >= step ? BAR_COLOURS[score] : "bg-neutral-200",
            )}
          />
        ))}
      </div>
      <p id={id} aria-live="polite" className="min-h-4 text-xs text-neutral-700">
        {text}
      </p>
    </div>
  );
}
