import {
  discountCreateSchema,
  type DiscountCreateRequest,
  type DiscountKind,
  type DiscountResponse,
} from "@/lib/discounts/contract";

// The discount form's fields as typed (text), and the request they make: checked with the
// contract's own schema, each problem named by the field's label so the form can point at it.

export type DiscountFormValues = {
  code: string;
  kind: DiscountKind;
  /** Percent off or amount off, as typed. */
  value: string;
  /** A datetime-local input's text ("2026-07-01T09:00", the browser's time zone) or "". */
  startsAt: string;
  endsAt: string;
  usageLimit: string;
  perCustomerLimit: string;
  minSubtotal: string;
  categoryIds: number[];
  active: boolean;
};

export type DiscountFormField = keyof DiscountFormValues;

export const EMPTY_DISCOUNT_FORM: DiscountFormValues = {
  code: "",
  kind: "percent",
  value: "",
  startsAt: "",
  endsAt: "",
  usageLimit: "",
  perCustomerLimit: "",
  minSubtotal: "",
  categoryIds: [],
  active: true,
};

/** Each field's label in the form, which its problems start with. */
export function fieldLabel(field: DiscountFormField, kind: DiscountKind): string {
  const labels: Record<DiscountFormField, string> = {
    code: "Code",
    kind: "Discount type",
    value: kind === "percent" ? "Percent off" : "Amount off",
    startsAt: "Starts",
    endsAt: "Ends",
    usageLimit: "Total uses",
    perCustomerLimit: "Uses per customer",
    minSubtotal: "Minimum subtotal",
    categoryIds: "Applies to",
    active: "Active",
  };
  return labels[field];
}

const pad = (number: number) => String(number).padStart(2, "0");

/** An instant as a datetime-local input shows it, in the browser's time zone. */
export function localDateTimeText(iso: string | null): string {
  if (!iso) return "";
  const date = new Date(iso);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export function formValuesOf(discount: DiscountResponse): DiscountFormValues {
  const text = (value: number | null) => (value === null ? "" : String(value));
  return {
    code: discount.code,
    kind: discount.kind,
    value: discount.kind === "fixed" ? discount.value.toFixed(2) : String(discount.value),
    startsAt: localDateTimeText(discount.startsAt),
    endsAt: localDateTimeText(discount.endsAt),
    usageLimit: text(discount.usageLimit),
    perCustomerLimit: text(discount.perCustomerLimit),
    minSubtotal: discount.minSubtotal === null ? "" : discount.minSubtotal.toFixed(2),
    categoryIds: discount.categoryIds,
    active: discount.active,
  };
}

/** Typed text as the number it says (NaN for words, which the schema refuses), or null when left empty. */
function numberOf(text: string): number | null {
  const trimmed = text.trim();
  return trimmed === "" ? null : Number(trimmed);
}

export type FormProblem = { field: DiscountFormField; message: string };

/** A datetime-local text as an ISO instant; undefined when the browser let through something that is none. */
function instantOf(text: string): string | null | undefined {
  if (text === "") return null;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/** The request the form makes, or its first problem (a required value missing, a rule broken). */
export function discountRequestOf(values: DiscountFormValues): { body: DiscountCreateRequest } | { problem: FormProblem } {
  const problem = (field: DiscountFormField, message: string) => ({
    problem: { field, message: `${fieldLabel(field, values.kind)}: ${message}` },
  });
  const startsAt = instantOf(values.startsAt);
  if (startsAt === undefined) return problem("startsAt", "enter a date and time");
  const endsAt = instantOf(values.endsAt);
  if (endsAt === undefined) return problem("endsAt", "enter a date and time");
  const value = numberOf(values.value);
  const body = {
    code: values.code,
    kind: values.kind,
    value: value ?? Number.NaN,
    startsAt,
    endsAt,
    usageLimit: numberOf(values.usageLimit),
    perCustomerLimit: numberOf(values.perCustomerLimit),
    minSubtotal: numberOf(values.minSubtotal),
    categoryIds: values.categoryIds,
    active: values.active,
  } satisfies DiscountCreateRequest;
  const parsed = discountCreateSchema.safeParse(body);
  if (parsed.success) return { body };
  const [issue] = parsed.error.issues;
  const field = (issue.path[0] ?? "code") as DiscountFormField;
  // The schema's words name the API's fields; the form's name what the owner sees.
  if (field === "value" && value === null) return problem(field, "is required");
  if (field === "endsAt" && issue.code === "custom") return problem(field, "must be after the start");
  return problem(field, issue.message);
}
