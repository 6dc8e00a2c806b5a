"use client";

import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { FormDialog } from "@/components/admin/items/form-dialog";
import { CountrySelect } from "@/components/location/country-select";
import { useDialogWrite } from "@/components/admin/use-dialog-write";
import { withQueryScope } from "@/components/query/query-scope";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { TextField } from "@/components/ui/text-field";
import { countryName } from "@/lib/location/countries";
import { PAYMENT_COUNTRIES } from "@/lib/money/currency";
import { taxLabel } from "@/lib/orders/contract/breakdown";
import { MAX_TAX_RATE, NO_TAX_RATES, TAX_RATE_DECIMALS, type TaxRate } from "@/lib/tax/contract";
import { fetchTaxRates, removeTaxRate, setTaxRate, TAX_RATES_KEY } from "./settings-api";
import { ConfirmRemoveDialog, RowActions, SettingsListSection, SettingsTable } from "./settings-list";

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
  const write = useDialogWrite(TAX_RATES_KEY, onClose);
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

/** The tax rate of each country: the list, and setting, changing and removing them. */
function TaxRatesContent() {
  const rates = useQuery({ queryKey: TAX_RATES_KEY, queryFn: ({ signal }) => fetchTaxRates(signal) });
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog(null);
  const taken = rates.data?.map((rate) => rate.country) ?? [];

  return (
    <SettingsListSection
      title="Tax rates"
      headingId="settings-tax"
      intro={
        <>
          The tax of each country the shop sells to, and whether catalogue prices already include it. A
          country without a rate has none.
        </>
      }
      addLabel="Set a tax rate"
      onAdd={() => setDialog({ kind: "set" })}
      list={rates}
      loadFallback="The tax rates could not be loaded"
      empty={NO_TAX_RATES}
      render={(rows) => (
        <SettingsTable labelledBy="settings-tax" columns={["Country", "Tax", "Rate", "Prices", "Actions"]}>
          {rows.map((rate) => {
            const name = countryName(rate.country);
            return (
              <tr key={rate.country}>
                <th scope="row" className="px-3 py-2 font-medium">
                  {name}
                </th>
                <td className="px-3 py-2">{taxLabel(rate.country, rate.rate)}</td>
                <td className="px-3 py-2 tabular-nums">{rate.rate} %</td>
                <td className="px-3 py-2">{rate.inclusive ? "Include the tax" : "Tax added at checkout"}</td>
                <RowActions
                  editLabel={`Edit the tax of ${name}`}
                  onEdit={() => setDialog({ kind: "set", rate })}
                  removeText="Remove"
                  removeLabel={`Remove the tax of ${name}`}
                  onRemove={() => setDialog({ kind: "remove", rate })}
                />
              </tr>
            );
          })}
        </SettingsTable>
      )}
    >
      {dialog?.kind === "set" && (
        <RateDialog key={dialog.rate?.country ?? "new"} rate={dialog.rate} taken={taken} onClose={close} />
      )}
      {dialog?.kind === "remove" && (
        <ConfirmRemoveDialog
          title={`Remove the tax of ${countryName(dialog.rate.country)}?`}
          description={`Orders shipped to ${countryName(dialog.rate.country)} then carry no tax. Orders already placed keep theirs.`}
          submitLabel="Remove"
          queryKey={TAX_RATES_KEY}
          onClose={close}
          remove={() => removeTaxRate(dialog.rate.country)}
          success={`Tax of ${countryName(dialog.rate.country)} removed`}
          fallback="The tax rate could not be removed"
        />
      )}
    </SettingsListSection>
  );
}

export const TaxRatesSection = withQueryScope(TaxRatesContent);
