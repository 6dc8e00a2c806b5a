import { REMINDER_REVENUE_DAYS } from "@/lib/cart-reminders/contract";
import type { CartReminderFiguresView } from "@/lib/cart-reminders/dashboard";
import { formatPrice } from "@/lib/money/format";
import { Change } from "./summary-cards";

/** Cart reminders sent in the week and the revenue that followed them, each with its change. */
export function CartReminderFigures({ figures }: { figures: CartReminderFiguresView }) {
  const rows = [
    {
      label: "Cart reminders sent",
      value: figures.sent.value.toLocaleString("en-US"),
      change: figures.sent.change,
    },
    {
      label: "Revenue after reminders",
      value: formatPrice(figures.revenue.value),
      change: figures.revenue.change,
    },
  ];
  return (
    <>
      <dl className="grid gap-4 sm:grid-cols-2">
        {rows.map((row) => (
          <div key={row.label}>
            <dt className="text-sm font-medium text-neutral-600">{row.label}</dt>
            <dd className="mt-2 text-2xl font-bold tabular-nums text-neutral-900">{row.value}</dd>
            <dd>
              <Change change={row.change} />
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-xs text-neutral-600">
        Revenue: orders paid within {REMINDER_REVENUE_DAYS} days of a reminder to their buyer.
      </p>
    </>
  );
}
