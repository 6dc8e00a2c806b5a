"use client";

import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { countryName } from "@/lib/location/countries";
import { storeCountry } from "@/components/location/client-storage";
import { PAYMENT_COUNTRIES } from "@/lib/money/currency";

/**
 * 'Sorry!' for a country without card payments, with a chooser of the payment countries so
 * a shopper whose location is unknown (or wrong) is never locked out.
 */
export function UnsupportedCountry({ country }: { country: string | null }) {
  const id = useId();
  const [choice, setChoice] = useState("");
  const choose = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (choice) storeCountry(choice);
  };
  return (
    <Card raised className="mx-auto max-w-lg p-8 text-center">
      <h2 className="text-2xl font-bold text-neutral-900">Sorry!</h2>
      <p className="mt-3 text-neutral-700">
        Your country ({country ?? "Unknown"}) is not yet supported for payments.
      </p>
      <form onSubmit={choose} className="mt-6 space-y-3 text-left">
        <Label htmlFor={id}>{country ? "Shopping from another country?" : "Where are you shopping from?"}</Label>
        <div className="flex gap-3">
          <select
            id={id}
            value={choice}
            onChange={(event) => setChoice(event.target.value)}
            className="h-10 flex-1 rounded-lg border border-neutral-300 bg-white px-3 text-sm focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <option value="" disabled>
              Choose your country...
            </option>
            {PAYMENT_COUNTRIES.map((code) => (
              <option key={code} value={code}>
                {countryName(code)}
              </option>
            ))}
          </select>
          <Button type="submit" disabled={!choice}>
            Continue
          </Button>
        </div>
      </form>
    </Card>
  );
}
