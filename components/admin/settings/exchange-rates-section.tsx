"use client";

import * as DialogPrimitive from "@radix-ui/react-dialog";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { apiErrorMessage, isApiStatus } from "@/components/http/api-error-message";
import { LoadError } from "@/components/query/load-error";
import { withQueryScope } from "@/components/query/query-scope";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { CardSection } from "@/components/ui/card";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { TextField } from "@/components/ui/text-field";
import { toast } from "@/components/ui/toast";
import {
  MAX_EXCHANGE_RATE,
  RATE_CURRENCIES,
  RATE_DECIMALS,
  RATE_TEXT,
  exchangeRateSchema,
  type ExchangeRateEntry,
} from "@/lib/currency-rates/contract";
import { BASE_CURRENCY, type Currency } from "@/lib/money/currency";
import { formatMoney } from "@/lib/money/format";
import { money } from "@/lib/money/money";
import { shopperPrice } from "@/lib/pricing/quote";
import { EXCHANGE_RATES_KEY, fetchExchangeRates, removeExchangeRate, saveExchangeRate } from "./exchange-rates-api";

// The Settings page's exchange rates: one row per currency the shop takes besides the
// catalogue's, with its rate, who changed it last and when, and its own edit and remove.

const changedAt = new Intl.DateTimeFormat("en-AU", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });
const currencyNames = new Intl.DisplayNames(["en"], { type: "currency" });

/** A catalogue price the preview converts: a round figure the admin can check in their head. */
const PREVIEW_PRICE = money(1000);

/** The rate a person typed, or null when it is not one the server takes. */
function parseRate(text: string): number | null {
  const value = text.trim();
  if (!RATE_TEXT.test(value)) return null;
  const parsed = exchangeRateSchema.safeParse(Number(value));
  return parsed.success ? parsed.data : null;
}

const rateSentence = (currency: Currency, rate: number) => `1 ${BASE_CURRENCY} = ${rate} ${currency}`;

function LastChange({ entry }: { entry: ExchangeRateEntry }) {
  if (!entry.updatedAt) return <p className="text-xs text-neutral-600">Never set</p>;
  const verb = entry.rate === null ? "Removed" : "Changed";
  return (
    <p className="text-xs text-neutral-600">
      {verb}
      {entry.updatedBy ? ` by ${entry.updatedBy}` : " outside the admin"} on{" "}
      <time dateTime={entry.updatedAt}>{changedAt.format(new Date(entry.updatedAt))} UTC</time>
    </p>
  );
}

function RateForm({
  entry,
  onSaved,
  onCancel,
}: {
  entry: ExchangeRateEntry;
  onSaved: () => Promise<void>;
  onCancel: () => void;
}) {
  const id = useId();
  const [text, setText] = useState(entry.rate === null ? "" : String(entry.rate));
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const rate = parseRate(text);
  const preview = rate === null ? null : formatMoney(shopperPrice(PREVIEW_PRICE, rate, entry.currency));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (rate === null) {
      setProblem(`Enter a rate above 0 and up to ${MAX_EXCHANGE_RATE}, with at most ${RATE_DECIMALS} decimals`);
      return;
    }
    setSaving(true);
    setProblem(null);
    try {
      const saved = await saveExchangeRate(entry.currency, rate);
      toast.success(`${entry.currency} rate saved: ${rateSentence(entry.currency, saved.rate ?? rate)}`);
      await onSaved();
    } catch (error) {
      setProblem(apiErrorMessage(error, "The rate could not be saved. Please try again."));
      setSaving(false);
    }
  };

  const fieldId = `${id}-rate`;
  return (
    <form
      onSubmit={submit}
      noValidate
      onKeyDown={(event) => {
        if (event.key === "Escape") {
          event.stopPropagation();
          onCancel();
        }
      }}
      className="mt-3 space-y-2"
    >
      <div className="flex flex-wrap items-end gap-2">
        <TextField
          id={fieldId}
          label={`${entry.currency} for 1 ${BASE_CURRENCY}`}
          inputMode="decimal"
          autoComplete="off"
          autoFocus
          className="w-48"
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-invalid={problem ? true : undefined}
        />
        <Button type="submit" disabled={saving} aria-busy={saving}>
          {saving && <Spinner />}
          Save rate
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
      </div>
      <p className="text-xs text-neutral-600" aria-live="polite">
        {preview
          ? `A ${formatMoney(PREVIEW_PRICE, { withCode: false })} product shows and is charged as ${preview}.`
          : `Up to ${RATE_DECIMALS} decimals.`}
      </p>
      {problem && <Alert tone="error">{problem}</Alert>}
    </form>
  );
}

function RemoveRate({ entry, onRemoved }: { entry: ExchangeRateEntry; onRemoved: () => Promise<void> }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const remove = async () => {
    setBusy(true);
    setProblem(null);
    try {
      await removeExchangeRate(entry.currency);
      toast.success(`${entry.currency} rate removed`);
      setOpen(false);
      await onRemoved();
    } catch (error) {
      // Someone else removed it meanwhile: what the admin wanted is done.
      if (isApiStatus(error, 404)) {
        setOpen(false);
        await onRemoved();
      } else setProblem(apiErrorMessage(error, "The rate could not be removed. Please try again."));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setProblem(null);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm" className="text-red-700" aria-label={`Remove the ${entry.currency} rate`}>
          Remove
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>Remove the {entry.currency} rate?</DialogTitle>
        <DialogDescription className="mt-1">
          Shoppers paying in {entry.currency} will see and pay the {BASE_CURRENCY} number again, as if 1{" "}
          {BASE_CURRENCY} were 1 {entry.currency}.
        </DialogDescription>
        {problem && (
          <Alert tone="error" className="mt-4">
            {problem}
          </Alert>
        )}
        <div className="mt-6 flex justify-end gap-2">
          <DialogPrimitive.Close asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogPrimitive.Close>
          <Button variant="danger" onClick={() => void remove()} disabled={busy} aria-busy={busy}>
            {busy && <Spinner />}
            Remove rate
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

function RateRow({ entry, onChange }: { entry: ExchangeRateEntry; onChange: () => Promise<void> }) {
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  const wasSet = useRef(entry.rate !== null);
  // Back to the row's button after the form closes, or after a removal took the Remove button
  // away, so keyboard users keep their place.
  useEffect(() => {
    if (wasEditing.current && !editing) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);
  useEffect(() => {
    if (wasSet.current && entry.rate === null) editButton.current?.focus();
    wasSet.current = entry.rate !== null;
  }, [entry.rate]);
  const name = currencyNames.of(entry.currency) ?? entry.currency;
  return (
    <li className="py-4" aria-label={`${entry.currency} exchange rate`}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-0.5">
          <p className="text-sm text-neutral-900">
            <span className="font-semibold">{entry.currency}</span> <span className="text-neutral-600">{name}</span>
          </p>
          <p className="text-sm font-medium tabular-nums text-neutral-900" data-testid="rate">
            {entry.rate === null
              ? `Not set: shoppers pay the ${BASE_CURRENCY} number`
              : rateSentence(entry.currency, entry.rate)}
          </p>
          <LastChange entry={entry} />
        </div>
        {!editing && (
          <div className="flex items-center gap-1">
            <Button
              ref={editButton}
              variant="secondary"
              size="sm"
              onClick={() => setEditing(true)}
              aria-label={entry.rate === null ? `Set the ${entry.currency} rate` : `Edit the ${entry.currency} rate`}
            >
              {entry.rate === null ? "Set rate" : "Edit"}
            </Button>
            {entry.rate !== null && <RemoveRate entry={entry} onRemoved={onChange} />}
          </div>
        )}
      </div>
      {editing && (
        <RateForm
          entry={entry}
          onCancel={() => setEditing(false)}
          onSaved={async () => {
            await onChange();
            setEditing(false);
          }}
        />
      )}
    </li>
  );
}

function ExchangeRatesContent() {
  const id = useId();
  const queryClient = useQueryClient();
  const rates = useQuery({ queryKey: EXCHANGE_RATES_KEY, queryFn: ({ signal }) => fetchExchangeRates(signal) });
  const refresh = () => queryClient.invalidateQueries({ queryKey: EXCHANGE_RATES_KEY });
  const noneSet = rates.data?.every((entry) => entry.rate === null);
  return (
    <CardSection
      title="Exchange rates"
      headingId={`${id}-heading`}
      headingSize="base"
      raised
      className="max-w-2xl space-y-3 p-5"
    >
      <p className="text-sm text-neutral-600">
        Prices are set in {BASE_CURRENCY}. With a rate, shoppers paying in that currency see prices converted and
        pay the converted amount; without one, they pay the {BASE_CURRENCY} number.
      </p>
      {rates.isPending ? (
        <div className="space-y-3" role="status" aria-label="Loading exchange rates">
          {RATE_CURRENCIES.map((currency) => (
            <Skeleton key={currency} className="h-14 w-full" />
          ))}
        </div>
      ) : rates.isError ? (
        <LoadError error={rates.error} fallback="The exchange rates could not be loaded." onRetry={() => void rates.refetch()} />
      ) : (
        <>
          {noneSet && <Alert>No rate is set: every shopper pays the {BASE_CURRENCY} number.</Alert>}
          <ul aria-label="Exchange rates" className="divide-y divide-neutral-100">
            {rates.data.map((entry) => (
              <RateRow key={entry.currency} entry={entry} onChange={refresh} />
            ))}
          </ul>
        </>
      )}
    </CardSection>
  );
}

/** The exchange rates on the Settings page: loads them itself, below the settings form. */
export const ExchangeRatesSection = withQueryScope(ExchangeRatesContent);
