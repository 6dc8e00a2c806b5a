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

/** Colour swatches (native radios); the chosen swatch gets a darker border. */
export function ColourPicker({ name, label, values, selected, isAvailable, onSelect }: PickerProps) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-neutral-900">
        {label}: <span className="font-normal text-neutral-600 capitalize">{selected}</span>
      </legend>
      <div className="mt-3 flex flex-wrap gap-3">
        {values.map((value) => {
          const available = isAvailable(value);
          return (
            <label
              key={value}
              className="relative cursor-pointer"
              title={available ? value : `${value} (out of stock)`}
            >
              <input
                type="radio"
                name={`variation-${name}`}
                value={value}
                checked={selected === value}
                onChange={() => onSelect(value)}
                aria-label={available ? value : `${value}, out of stock`}
                className="peer sr-only"
              />
              <span
                aria-hidden="true"
                className="block rounded-full border-2 border-neutral-200 p-0.5 transition-colors peer-checked:border-neutral-900 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 hover:border-neutral-400 peer-checked:hover:border-neutral-900"
              >
                <span
                  className="block size-8 rounded-full border border-black/10"
                  style={{ backgroundColor: value }}
                />
              </span>
              {!available && (
                <span
                  aria-hidden="true"
                  className="pointer-events-none absolute inset-0 flex items-center justify-center"
                >
                  <span className="h-0.5 w-full rotate-45 bg-neutral-500/80" />
                </span>
              )}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

/** Size (or any other variation) as a row of pill-shaped native radios. */
export function OptionPicker({ name, label, values, selected, isAvailable, onSelect }: PickerProps) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-neutral-900">
        {label}: <span className="font-normal text-neutral-600">{selected}</span>
      </legend>
      <div className="mt-3 flex flex-wrap gap-2">
        {values.map((value) => {
          const available = isAvailable(value);
          return (
            <label key={value} className="cursor-pointer">
              <input
                type="radio"
                name={`variation-${name}`}
                value={value}
                checked={selected === value}
                onChange={() => onSelect(value)}
                aria-label={available ? value : `${value}, out of stock`}
                className="peer sr-only"
              />
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
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
