import { cn } from "@/components/ui/cn";

/** Small round samples of colour values (the values double as CSS colours). */
export function ColourDots({
  colours,
  max = 5,
  className,
}: {
  colours: string[];
  max?: number;
  className?: string;
}) {
  return (
    <span className={cn("inline-flex items-center -space-x-1", className)} aria-hidden="true">
      {colours.slice(0, max).map((colour) => (
        <span
          key={colour}
          className="colour-dot"
          style={{ backgroundColor: colour }}
        />
      ))}
    </span>
  );
}
