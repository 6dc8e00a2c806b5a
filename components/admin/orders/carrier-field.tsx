import { CARRIERS } from "@/lib/orders/carriers";

/** The known carriers as suggestions for a carrier field (`list={id}`); any other name may be typed. */
export function CarrierOptions({ id }: { id: string }) {
  return (
    <datalist id={id}>
      {CARRIERS.map((carrier) => (
        <option key={carrier.name} value={carrier.name} />
      ))}
    </datalist>
  );
}
