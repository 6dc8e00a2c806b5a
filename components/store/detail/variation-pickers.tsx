import type { ReactNode } from "react";
import { cn } from "@/components/ui/cn";

type PickerProps = {
  /** Variation type name, e.g. "Color" or "Size". */
  name: string;
  label: string;
  values: string[];
  selected: string | undefined;
  isAvailable: (value: string) => boolean;
  onSelect: (value: string) => void;
};

type PickerLayout = {
  legendValueClass?: string;
  gapClass: string;
  labelClass: string;
  /** What a shopper sees for one value; the native radio before it drives `peer-*` styles. */
  renderValue: (value: string, available: boolean) => ReactNode;
  title?: (value: string, available: boolean) => string;
};

/** A labelled group of native radios: keyboard and screen-reader behaviour come for free. */
function VariationRadioGroup({ name, label, values, selected, isAvailable, onSelect, layout }: PickerProps & { layout: PickerLayout }) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-neutral-900">
        {label}: <span className={cn("font-normal text-neutral-600", layout.legendValueClass)}>{selected}</span>
      </legend>
      <div className={cn("mt-3 flex flex-wrap", layout.gapClass)}>
        {values.map((value) => {
          const available = isAvailable(value);
          return (
            <label key={value} className={layout.labelClass} title={layout.title?.(value, available)}>
              <input
                type="radio"
                name={`variation-${name}`}
                value={value}
                checked={selected === value}
                onChange={() => onSelect(value)}
                aria-label={available ? value : `${value}, out of stock`}
                className="peer sr-only"
              />
              {layout.renderValue(value, available)}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

const swatchLayout: PickerLayout = {
  legendValueClass: "capitalize",
  gapClass: "gap-3",
  labelClass: "relative cursor-pointer",
  title: (value, available) => (available ? value : `${value} (out of stock)`),
  renderValue: (value, available) => (
    <>
      <span
        aria-hidden="true"
        className="block rounded-full border-2 border-neutral-200 p-0.5 transition-colors peer-checked:border-neutral-900 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 hover:border-neutral-400 peer-checked:hover:border-neutral-900"
      >
        <span className="block size-8 rounded-full border border-black/10" style={{ backgroundColor: value }} />
      </span>
      {!available && (
        <span aria-hidden="true" className="pointer-events-none absolute inset-0 flex items-center justify-center">
          <span className="h-0.5 w-full rotate-45 bg-neutral-500/80" />
        </span>
      )}
    </>
  ),
};

const pillLayout: PickerLayout = {
  gapClass: "gap-2",
  labelClass: "cursor-pointer",
  renderValue: (value, available) => (
    <span
      aria-hidden="true"
      className={cn(
        "inline-flex h-10 min-w-12 items-center justify-center rounded-lg border border-neutral-300 px-3 text-sm font-medium text-neutral-900 transition-colors hover:border-neutral-900",
        "peer-checked:border-neutral-900 peer-checked:bg-neutral-900 peer-checked:text-white",
        "peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600",
        !available && "text-neutral-400 line-through decoration-neutral-400",
      )}
    >
      {value}
    </span>
  ),
};

/** Colour swatches (the colour value is the display colour); the chosen one gets a darker border. */
export function ColourPicker(props: PickerProps) {
  return <VariationRadioGroup {...props} layout={swatchLayout} />;
}

/** Size (or any other variation) as a row of pill-shaped radios. */
export function OptionPicker(props: PickerProps) {
  return <VariationRadioGroup {...props} layout={pillLayout} />;
}
