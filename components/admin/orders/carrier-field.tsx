import { TextField } from "@/components/ui/text-field";
import { CARRIERS } from "@/lib/orders/after-sale/carriers";

/**
 * The optional carrier field of the ship dialog and the list's bulk ship: the known carriers are
 * suggestions (a datalist), any other name may be typed.
 */
export function CarrierField({
  id,
  value,
  disabled,
  onChange,
  className,
}: {
  id: string;
  value: string;
  disabled: boolean;
  onChange: (value: string) => void;
  className?: string;
}) {
  const listId = `${id}-options`;
  return (
    <>
      <TextField
        id={id}
        label="Carrier (optional)"
        list={listId}
        value={value}
        maxLength={100}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        className={className}
      />
      <datalist id={listId}>
        {CARRIERS.map((carrier) => (
          <option key={carrier.name} value={carrier.name} />
        ))}
      </datalist>
    </>
  );
}
