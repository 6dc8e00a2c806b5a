import { Lock } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";

/** 'Pay {formatted total}', with a spinner while the payment is being made. */
export function PayButton({ total, disabled, paying }: { total: string; disabled: boolean; paying: boolean }) {
  return (
    <Button type="submit" size="lg" className="w-full" disabled={disabled || paying} aria-busy={paying}>
      {paying ? <Spinner /> : <Lock className="size-4" aria-hidden="true" />}
      Pay {total}
    </Button>
  );
}
