import { TextField, type TextFieldProps } from "./text-field";

export type MoneyInputProps = Omit<TextFieldProps, "label" | "value" | "onChange" | "inputMode" | "type"> & {
  /** What the amount is, e.g. "Price": the label reads "Price (USD)". */
  label: string;
  /** The code of the currency the amount is typed in, shown in the label. */
  currency: string;
  /** The amount as typed: decimal text such as "12.50", which the form parses. */
  value: string;
  onValueChange: (text: string) => void;
  /** What the field shows while it is read-only, e.g. the amount formatted as a price. */
  readOnlyText?: string;
};

/** A labelled amount of money, typed as a decimal (touch keyboards offer digits and a point). */
export function MoneyInput({
  label,
  currency,
  value,
  onValueChange,
  readOnlyText,
  readOnly,
  ...field
}: MoneyInputProps) {
  return (
    <TextField
      label={`${label} (${currency})`}
      inputMode="decimal"
      readOnly={readOnly}
      value={readOnly && readOnlyText !== undefined ? readOnlyText : value}
      onChange={(event) => onValueChange(event.target.value)}
      {...field}
    />
  );
}
