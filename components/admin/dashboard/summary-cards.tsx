import { TrendingDown, TrendingUp } from "lucide-react";
import { Card } from "@/components/ui/card";
import type { Figure } from "@/lib/admin/dashboard";
import type { DashboardView } from "@/lib/admin/responses";
import { formatPrice } from "@/lib/money/format";

/** A figure's change from the week before, or that there is none to compare with. */
export function Change({ change }: { change: number | null }) {
  if (change === null) return <p className="mt-1 text-xs text-neutral-600">No earlier week to compare</p>;
  const up = change >= 0;
  const Icon = up ? TrendingUp : TrendingDown;
  return (
    <p
      className={`mt-1 flex items-center gap-1 text-xs font-medium ${up ? "text-emerald-700" : "text-red-700"}`}
    >
      <Icon className="size-3.5" aria-hidden="true" />
      {up ? "+" : ""}
      {change}% vs the week before
    </p>
  );
}

/** One figure of the week, with its change. */
function Tile({ label, value, figure }: { label: string; value: string; figure: Figure }) {
  return (
    <Card raised className="p-5">
      <p className="text-sm font-medium text-neutral-600">{label}</p>
      <p className="mt-2 text-2xl font-bold tabular-nums text-neutral-900">{value}</p>
      <Change change={figure.change} />
    </Card>
  );
}

/** Total Sales, Active Users, Sign-Ups and Memberships for the past week. */
export function SummaryCards({ summary }: { summary: DashboardView["summary"] }) {
  const count = (value: number) => value.toLocaleString("en-US");
  return (
    <section aria-label="Summary" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <Tile label="Total Sales" value={formatPrice(summary.totalSales.value)} figure={summary.totalSales} />
      <Tile label="Active Users" value={count(summary.activeUsers.value)} figure={summary.activeUsers} />
      <Tile label="Sign-Ups" value={count(summary.signUps.value)} figure={summary.signUps} />
      <Tile label="Memberships" value={count(summary.memberships.value)} figure={summary.memberships} />
    </section>
  );
}
