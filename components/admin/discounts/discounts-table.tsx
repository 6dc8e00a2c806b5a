"use client";

import { Card } from "@/components/ui/card";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { Spinner } from "@/components/ui/spinner";
import { TableHead } from "@/components/ui/table-head";
import type { DiscountResponse, DiscountState } from "@/lib/discounts/contract";
import { formatPrice } from "@/lib/money/format";

const STATE_TONES: Record<DiscountState, string> = {
  Active: "bg-emerald-50 text-emerald-800",
  Scheduled: "bg-sky-50 text-sky-800",
  Expired: "bg-neutral-200 text-neutral-800",
  "Used up": "bg-amber-50 text-amber-900",
  Inactive: "bg-neutral-100 text-neutral-700",
};

/** "20 %" or "$5.00": what the code takes off. */
export function discountValueText(discount: Pick<DiscountResponse, "kind" | "value">): string {
  return discount.kind === "percent" ? `${discount.value} %` : formatPrice(discount.value);
}

// The browser's own locale and time zone: the owner reads the times they typed.
const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

function datesText({ startsAt, endsAt }: Pick<DiscountResponse, "startsAt" | "endsAt">): string {
  const from = startsAt ? dateTime.format(new Date(startsAt)) : null;
  const to = endsAt ? dateTime.format(new Date(endsAt)) : null;
  if (from && to) return `${from} – ${to}`;
  if (from) return `From ${from}`;
  if (to) return `Until ${to}`;
  return "Any time";
}

type Props = {
  discounts: DiscountResponse[];
  /** The code whose switch is being changed, if any. */
  switching: number | null;
  onEdit: (discount: DiscountResponse) => void;
  onToggle: (discount: DiscountResponse) => void;
  onDelete: (discount: DiscountResponse) => void;
};

const COLUMNS = ["Code", "Discount", "State", "Used / limit", "Dates", "Applies to", "Actions"] as const;

/** One page of codes; each row's actions are named with its code. */
export function DiscountsTable({ discounts, switching, onEdit, onToggle, onDelete }: Props) {
  return (
    <Card raised className="overflow-x-auto">
      <table className="w-full min-w-[60rem] text-left text-sm" aria-label="Discount codes">
        <TableHead columns={COLUMNS} />
        <tbody className="divide-y divide-neutral-100">
          {discounts.map((discount) => (
            <tr key={discount.id} className="align-top hover:bg-neutral-50">
              <th scope="row" className="px-4 py-3 font-mono font-semibold whitespace-nowrap">
                {discount.code}
              </th>
              <td className="px-4 py-3 whitespace-nowrap">
                {discountValueText(discount)}
                {discount.minSubtotal !== null && (
                  <p className="text-xs text-neutral-600">from {formatPrice(discount.minSubtotal)}</p>
                )}
              </td>
              <td className="px-4 py-3">
                <span className={cn("rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap", STATE_TONES[discount.state])}>
                  {discount.state}
                </span>
              </td>
              <td className="px-4 py-3 whitespace-nowrap tabular-nums">
                {discount.usedCount} / {discount.usageLimit ?? "no limit"}
                {discount.perCustomerLimit !== null && (
                  <p className="text-xs text-neutral-600">{discount.perCustomerLimit} per customer</p>
                )}
              </td>
              <td className="px-4 py-3">{datesText(discount)}</td>
              <td className="px-4 py-3">
                {discount.categories.length === 0 ? "All products" : discount.categories.map((category) => category.name).join(", ")}
              </td>
              <td className="px-4 py-3">
                <div className="flex gap-2">
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={`Edit ${discount.code}`}
                    onClick={() => onEdit(discount)}
                  >
                    Edit
                  </Button>
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={`${discount.active ? "Deactivate" : "Activate"} ${discount.code}`}
                    disabled={switching === discount.id}
                    aria-busy={switching === discount.id || undefined}
                    onClick={() => onToggle(discount)}
                  >
                    {switching === discount.id && <Spinner />}
                    {discount.active ? "Deactivate" : "Activate"}
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    className="text-red-700 hover:bg-red-50 hover:text-red-800"
                    aria-label={`Delete ${discount.code}`}
                    onClick={() => onDelete(discount)}
                  >
                    Delete
                  </Button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
