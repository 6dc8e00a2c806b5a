import { inputClasses } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { cn } from "@/components/ui/cn";
import { countryName } from "@/lib/location/countries";
import { PAYMENT_COUNTRIES } from "@/lib/money/currency";

/** A labelled choice of the countries the shop sells to, by name. */
export function CountrySelect({
  id,
  value,
  onChange,
  disabled,
  className,
}: {
  id: string;
  value: string;
  onChange: (country: string) => void;
  disabled?: boolean;
  /** The wrapper's classes (its place in a grid). */
  className?: string;
}) {
  return (
    <div className={className}>
      <Label htmlFor={id}>Country</Label>
      <select
        id={id}
        className={cn(inputClasses, "mt-1")}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
      >
        {PAYMENT_COUNTRIES.map((code) => (
          <option key={code} value={code}>
            {countryName(code)}
          </option>
        ))}
      </select>
    </div>
  );
}
