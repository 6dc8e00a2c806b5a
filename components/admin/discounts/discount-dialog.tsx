"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { apiErrorMessage } from "@/components/http/api-error-message";
import { Label } from "@/components/ui/label";
import { MoneyInput } from "@/components/ui/money-input";
import { TextField } from "@/components/ui/text-field";
import { toast } from "@/components/ui/toast";
import {
  DISCOUNT_KIND_LABELS,
  DISCOUNT_KINDS,
  MAX_PERCENT_OFF,
  type DiscountResponse,
} from "@/lib/discounts/contract";
import { DISCOUNT_CODE_MAX_LENGTH } from "@/lib/pricing/contract";
import { BASE_CURRENCY } from "@/lib/money/currency";
import { FormDialog } from "../items/form-dialog";
import { CategoryChecklist } from "./category-checklist";
import {
  discountRequestOf,
  EMPTY_DISCOUNT_FORM,
  fieldLabel,
  formValuesOf,
  type DiscountFormField,
  type DiscountFormValues,
  type FormProblem,
} from "./discount-form";
import { createDiscount, refreshDiscounts, updateDiscount } from "./discounts-api";

type Props = {
  /** The code to edit; none to create one. */
  discount?: DiscountResponse;
  onClose: () => void;
};

/** Creates a discount code, or edits one: every field labelled, the first problem named and focused. */
export function DiscountDialog({ discount, onClose }: Props) {
  const id = useId();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<DiscountFormValues>(() => (discount ? formValuesOf(discount) : EMPTY_DISCOUNT_FORM));
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const [serverProblem, setServerProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const fieldId = (field: DiscountFormField) => `${id}-${field}`;
  const label = (field: DiscountFormField) => fieldLabel(field, values.kind);
  const invalid = (field: DiscountFormField) => (problem?.field === field ? true : undefined);
  /** The field's own note, or its problem in its place (beside the field; the alert below repeats it). */
  const note = (field: DiscountFormField, text: string) =>
    problem?.field === field ? <span className="font-medium text-red-700">{problem.message}</span> : text;
  const set = <F extends DiscountFormField>(field: F, value: DiscountFormValues[F]) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (problem?.field === field) setProblem(null);
  };
  const text = (field: DiscountFormField) => ({
    id: fieldId(field),
    label: label(field),
    value: values[field] as string,
    onChange: (event: { target: { value: string } }) => set(field, event.target.value),
    "aria-invalid": invalid(field),
    disabled: busy,
  });

  const submit = async () => {
    const request = discountRequestOf(values);
    if ("problem" in request) {
      setProblem(request.problem);
      setServerProblem(null);
      // The field at fault takes focus, so a keyboard or screen-reader user lands on it.
      document.getElementById(fieldId(request.problem.field))?.focus();
      return;
    }
    setProblem(null);
    setServerProblem(null);
    setBusy(true);
    try {
      const saved = discount ? await updateDiscount(discount.id, request.body) : await createDiscount(request.body);
      toast.success(discount ? `${saved.code} saved` : `${saved.code} created`);
      await refreshDiscounts(queryClient);
      onClose();
    } catch (error) {
      setServerProblem(
        apiErrorMessage(error, discount ? "The code could not be saved. Please try again." : "The code could not be created. Please try again."),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={discount ? `Edit ${discount.code}` : "New discount code"}
      description={
        discount && discount.usedCount > 0
          ? `Used ${discount.usedCount} ${discount.usedCount === 1 ? "time" : "times"}. Changes apply to the next orders; paid orders keep their discount.`
          : "Shoppers enter the code in the cart or at checkout. Amounts are in the catalogue's currency."
      }
      submitLabel={discount ? "Save" : "Create code"}
      busy={busy}
      problem={problem?.message ?? serverProblem}
      onSubmit={() => void submit()}
    >
      <TextField
        {...text("code")}
        // Shown upper-case as it is saved; the text itself is left alone so the caret stays put.
        inputClassName="font-mono uppercase"
        maxLength={DISCOUNT_CODE_MAX_LENGTH}
        autoComplete="off"
        spellCheck={false}
        required
        note={note("code", "Letters, digits, - and _. Shoppers may type it in any case.")}
      />
      <fieldset>
        <legend className="text-sm font-medium text-neutral-800">{label("kind")}</legend>
        <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
          {DISCOUNT_KINDS.map((kind) => (
            <label key={kind} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name={`${id}-kind`}
                value={kind}
                checked={values.kind === kind}
                disabled={busy}
                onChange={() => set("kind", kind)}
                className="accent-brand-600"
              />
              {DISCOUNT_KIND_LABELS[kind]}
            </label>
          ))}
        </div>
      </fieldset>
      {values.kind === "percent" ? (
        <TextField
          {...text("value")}
          inputMode="numeric"
          className="max-w-48"
          required
          note={note("value", `A whole number from 1 to ${MAX_PERCENT_OFF}, off the items the code covers.`)}
        />
      ) : (
        <MoneyInput
          id={fieldId("value")}
          label={label("value")}
          currency={BASE_CURRENCY}
          value={values.value}
          onValueChange={(value) => set("value", value)}
          aria-invalid={invalid("value")}
          disabled={busy}
          className="max-w-48"
          required
          note={note("value", "Off the items the code covers, converted like prices; never more than they cost.")}
        />
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField {...text("startsAt")} type="datetime-local" note={note("startsAt", "Empty: from now on.")} />
        <TextField {...text("endsAt")} type="datetime-local" note={note("endsAt", "Empty: never ends.")} />
        <TextField {...text("usageLimit")} inputMode="numeric" note={note("usageLimit", "Paid orders in all. Empty: no limit.")} />
        <TextField
          {...text("perCustomerLimit")}
          inputMode="numeric"
          note={note("perCustomerLimit", "Per account or e-mail. Empty: no limit.")}
        />
      </div>
      <MoneyInput
        id={fieldId("minSubtotal")}
        label={label("minSubtotal")}
        currency={BASE_CURRENCY}
        value={values.minSubtotal}
        onValueChange={(value) => set("minSubtotal", value)}
        aria-invalid={invalid("minSubtotal")}
        disabled={busy}
        className="max-w-48"
        note={note("minSubtotal", "The items' total needed. Empty: no minimum.")}
      />
      <CategoryChecklist
        id={fieldId("categoryIds")}
        legend={label("categoryIds")}
        value={values.categoryIds}
        onChange={(ids) => set("categoryIds", ids)}
        disabled={busy}
        invalid={invalid("categoryIds")}
      />
      <div className="flex items-start gap-2">
        <input
          id={fieldId("active")}
          type="checkbox"
          className="mt-0.5 size-4 accent-brand-600"
          checked={values.active}
          disabled={busy}
          onChange={(event) => set("active", event.target.checked)}
          aria-describedby={`${fieldId("active")}-note`}
        />
        <div>
          <Label htmlFor={fieldId("active")}>{label("active")}</Label>
          <p id={`${fieldId("active")}-note`} className="text-xs text-neutral-600">
            Shoppers can use it between its dates. Switch it off to pause it.
          </p>
        </div>
      </div>
    </FormDialog>
  );
}
