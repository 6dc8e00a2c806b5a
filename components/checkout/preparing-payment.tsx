import { Spinner } from "@/components/ui/spinner";

export function PreparingPayment() {
  return (
    <p role="status" className="flex items-center gap-3 py-6 text-neutral-700">
      <Spinner className="size-5" />
      Preparing secure payment…
    </p>
  );
}
