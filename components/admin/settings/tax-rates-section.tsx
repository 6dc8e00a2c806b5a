"use client";

import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { apiErrorMessage } from "@/components/http/api-error-message";
import { FormDialog } from "@/components/admin/items/form-dialog";
import { withQueryScope } from "@/components/query/query-scope";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { CardSection } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { TableHead } from "@/components/ui/table-head";
import { TextField } from "@/components/ui/text-field";
import { countryName } from "@/lib/location/countries";
import { PAYMENT_COUNTRIES } from "@/lib/money/currency";
import { taxLabel } from "@/lib/orders/breakdown";
import { MAX_TAX_RATE, NO_TAX_RATES, TAX_RATE_DECIMALS, type TaxRate } from "@/lib/tax/contract";
import { CountrySelect } from "./country-select";
import { fetchTaxRates, removeTaxRate, setTaxRate, TAX_RATES_KEY } from "./settings-api";
import { useSettingsWrite } from "./use-settings-write";

const TAX_RATE_TEXT = new RegExp(`^\\d{1,3}(\\.\\d{1,${TAX_RATE_DECIMALS}})?$`);

/** A rate in percent as typed ("10", "7.125"), or NaN. */
function rateOf(text: string): number {
  const value = text.trim();
  return TAX_RATE_TEXT.test(value) && Number(value) <= MAX_TAX_RATE ? Number(value) : Number.NaN;
}

type Dialog = { kind: "set"; rate?: TaxRate } | { kind: "remove"; rate: TaxRate };

/** Sets a country's rate: a new one (any country), or a change of one (its country fixed). */
function RateDialog({ rate, taken, onClose }: { rate?: TaxRate; taken: string[]; onClose: () => void }) {
  const id = useId();
  const [country, setCountry] = useState<string>(
    rate?.country ?? PAYMENT_COUNTRIES.find((code) => !taken.includes(code)) ?? PAYMENT_COUNTRIES[0],
  );
  const [text, setText] = useState(rate ? String(rate.rate) : "");
  const [inclusive, setInclusive] = useState(rate?.inclusive ?? true);
  const write = useSettingsWrite(TAX_RATES_KEY, onClose);
  const value = rateOf(text);
  const valid = Number.isFinite(value);
  const label = taxLabel(country, valid ? value : 1);
  const replaces = !rate && taken.includes(country);
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={rate ? `Edit the tax of ${countryName(rate.country)}` : "Set a tax rate"}
      description="Applied to the goods and delivery of every order shipped to the country, from the next checkout on."
      submitLabel="Save"
      canSubmit={valid}
      busy={write.busy}
      problem={write.problem}
      onSubmit={() =>
        void write.run(
          () => setTaxRate(country, { rate: value, inclusive }),
          `${label} for ${countryName(country)} saved`,
          "The tax rate could not be saved",
        )
      }
    >
      <CountrySelect id={`${id}-country`} value={country} onChange={setCountry} disabled={Boolean(rate)} />
      {replaces && (
        <p className="text-xs text-amber-800">
          {countryName(country)} already has a rate: saving replaces it.
        </p>
      )}
      <TextField
        id={`${id}-rate`}
        label="Rate (%)"
        inputMode="decimal"
        className="max-w-48"
        required
        value={text}
        onChange={(event) => setText(event.target.value)}
        aria-invalid={text !== "" && !valid ? true : undefined}
        note={`A percentage from 0 to ${MAX_TAX_RATE}, with at most ${TAX_RATE_DECIMALS} decimals.`}
      />
      <div className="flex items-start gap-2">
        <Checkbox
          id={`${id}-inclusive`}
          checked={inclusive}
          onCheckedChange={(checked) => setInclusive(checked === true)}
          aria-describedby={`${id}-inclusive-note`}
        />
        <div>
          <Label htmlFor={`${id}-inclusive`}>Prices include the tax</Label>
          <p id={`${id}-inclusive-note`} className="text-xs text-neutral-600">
            Checked: the tax is part of the prices shown (as GST in Australia). Unchecked: it is added at
            checkout (as US sales tax).
          </p>
        </div>
      </div>
    </FormDialog>
  );
}

function RemoveRateDialog({ rate, onClose }: { rate: TaxRate; onClose: () => void }) {
  const write = useSettingsWrite(TAX_RATES_KEY, onClose);
  const name = countryName(rate.country);
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Remove the tax of ${name}?`}
      description={`Orders shipped to ${name} then carry no tax. Orders already placed keep theirs.`}
      submitLabel="Remove"
      submitVariant="danger"
      busy={write.busy}
      problem={write.problem}
      onSubmit={() =>
        void write.run(
          () => removeTaxRate(rate.country),
          `Tax of ${name} removed`,
          "The tax rate could not be removed",
        )
      }
    />
  );
}

/** The tax rate of each country: the list, and setting, changing and removing them. */
function TaxRatesContent() {
  const rates = useQuery({ queryKey: TAX_RATES_KEY, queryFn: ({ signal }) => fetchTaxRates(signal) });
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog(null);
  const taken = rates.data?.map((rate) => rate.country) ?? [];

  let body;
  if (rates.isPending) body = <Skeleton className="mt-4 h-24 w-full" />;
  else if (rates.isError)
    body = (
      <Alert tone="error" className="mt-4">
        {apiErrorMessage(rates.error, "The tax rates could not be loaded")}{" "}
        <Button variant="link" className="h-auto p-0" onClick={() => void rates.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  else if (rates.data.length === 0) body = <p className="mt-4 text-sm text-neutral-600">{NO_TAX_RATES}</p>;
  else
    body = (
      <div className="mt-4 overflow-x-auto">
        <table className="w-full text-left text-sm" aria-labelledby="settings-tax">
          <TableHead columns={["Country", "Tax", "Rate", "Prices", "Actions"]} cellClassName="px-3 py-2" />
          <tbody className="divide-y divide-neutral-100">
            {rates.data.map((rate) => {
              const name = countryName(rate.country);
              return (
                <tr key={rate.country}>
                  <th scope="row" className="px-3 py-2 font-medium">
                    {name}
                  </th>
                  <td className="px-3 py-2">{taxLabel(rate.country, rate.rate)}</td>
                  <td className="px-3 py-2 tabular-nums">{rate.rate} %</td>
                  <td className="px-3 py-2">
                    {rate.inclusive ? "Include the tax" : "Tax added at checkout"}
                  </td>
                  <td className="px-3 py-2">
                    <div className="flex gap-2">
                      <Button
                        size="sm"
                        variant="secondary"
                        onClick={() => setDialog({ kind: "set", rate })}
                        aria-label={`Edit the tax of ${name}`}
                      >
                        Edit
                      </Button>
                      <Button
                        size="sm"
                        variant="ghost"
                        className="text-red-700"
                        onClick={() => setDialog({ kind: "remove", rate })}
                        aria-label={`Remove the tax of ${name}`}
                      >
                        Remove
                      </Button>
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    );

  return (
    <CardSection
      title="Tax rates"
      headingId="settings-tax"
      headingSize="base"
      raised
      className="max-w-4xl p-5"
      aria-busy={rates.isPending || undefined}
    >
      <div className="mt-1 flex flex-wrap items-start justify-between gap-3">
        <p className="max-w-xl text-sm text-neutral-600">
          The tax of each country the shop sells to, and whether catalogue prices already include it. A
          country without a rate has none.
        </p>
        <Button variant="secondary" onClick={() => setDialog({ kind: "set" })}>
          Set a tax rate
        </Button>
      </div>
      {body}
      {dialog?.kind === "set" && (
        <RateDialog key={dialog.rate?.country ?? "new"} rate={dialog.rate} taken={taken} onClose={close} />
      )}
      {dialog?.kind === "remove" && <RemoveRateDialog rate={dialog.rate} onClose={close} />}
    </CardSection>
  );
}

export const TaxRatesSection = withQueryScope(TaxRatesContent);
