// What a shopper sees for one variation value, drawn on the server: it follows its native radio
// (VariationPicker), whose checked, focus and out-of-stock (`data-out`) states style it.

const focusRing = "peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600";

/** A colour swatch (the value is the display colour), crossed out when out of stock. */
export function SwatchLook({ value }: { value: string }) {
  return (
    <>
      <span
        aria-hidden="true"
        className={`block rounded-full border-2 border-neutral-200 p-0.5 transition-colors peer-checked:border-neutral-900 ${focusRing} hover:border-neutral-400 peer-checked:hover:border-neutral-900`}
      >
        <span className="block size-8 rounded-full border border-black/10" style={{ backgroundColor: value }} />
      </span>
      <span
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 hidden items-center justify-center peer-data-[out]:flex"
      >
        <span className="h-0.5 w-full rotate-45 bg-neutral-500/80" />
      </span>
    </>
  );
}

/** A size (or any other value) as a pill, struck through when out of stock. */
export function PillLook({ value }: { value: string }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-flex h-10 min-w-12 items-center justify-center rounded-lg border border-neutral-300 px-3 text-sm font-medium text-neutral-900 transition-colors hover:border-neutral-900 peer-checked:border-neutral-900 peer-checked:bg-neutral-900 peer-checked:text-white ${focusRing} peer-data-[out]:line-through peer-data-[out]:decoration-neutral-400`}
    >
      {value}
    </span>
  );
}
