import { Star } from "lucide-react";

/** Average rating as five stars and a number; nothing when the product has no rating. */
export function Rating({ value }: { value: number | null }) {
  if (value === null) return null;
  const rounded = Math.round(value * 2) / 2;
  return (
    <p className="flex items-center gap-2 text-sm text-neutral-600">
      <span className="flex" aria-hidden="true">
        {Array.from({ length: 5 }, (_, index) => (
          <Star
            key={index}
            className={
              index < Math.floor(rounded) ? "size-4 fill-amber-400 text-amber-400" : "size-4 text-neutral-300"
            }
          />
        ))}
      </span>
      <span>
        {value.toFixed(1)}
        <span className="sr-only"> out of 5 stars</span>
      </span>
    </p>
  );
}
