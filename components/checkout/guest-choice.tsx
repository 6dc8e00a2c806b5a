import Link from "next/link";
import { buttonClasses } from "@/components/ui/button";
import { Card } from "@/components/ui/card";

/** Signed out at checkout: log in (and come back here), or carry on as a guest. */
export function GuestChoice() {
  return (
    <Card raised className="mx-auto max-w-lg p-8 text-center">
      <h2 className="text-2xl font-bold text-neutral-900">How would you like to check out?</h2>
      <p className="mt-3 text-neutral-700">
        Log in to use your saved details, or continue as a guest: we only need your e-mail address to send your
        confirmation.
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link href={`/login?callbackUrl=${encodeURIComponent("/checkout")}`} className={buttonClasses()}>
          Log in
        </Link>
        <Link href="/checkout?guest=1" className={buttonClasses({ variant: "secondary" })}>
          Continue as guest
        </Link>
      </div>
    </Card>
  );
}
