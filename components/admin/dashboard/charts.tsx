"use client";

import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import type { DashboardView } from "@/lib/admin/responses";
import { formatPrice } from "@/lib/money/format";
import { ChartOverlay } from "./panel";

export const CHART_ANIMATION_MS = 300;
const NO_DATA = "No data to display";

const money = (value: unknown) => formatPrice(Number(value));
const axisMoney = (value: number) => formatPrice(value, { wholeUnits: true });
const shortDate = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString("en-AU", {
    day: "numeric",
    month: "short",
    timeZone: "UTC",
  });
const monthName = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString("en-AU", {
    month: "short",
    year: "2-digit",
    timeZone: "UTC",
  });

/** 'Sales Overview': paid sales per day of the past week. */
export function SalesOverviewChart({ data }: { data: DashboardView["salesOverview"] }) {
  if (data.every((day) => day.total === 0)) return <ChartOverlay text={NO_DATA} />;
  return (
    <div
      className="h-64"
      role="img"
      aria-label={`Sales per day: ${data.map((day) => `${shortDate(day.date)} ${money(day.total)}`).join(", ")}`}
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ left: 8, right: 8 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="date" tickFormatter={shortDate} fontSize={12} />
          <YAxis fontSize={12} width={56} tickFormatter={axisMoney} />
          <Tooltip formatter={money} labelFormatter={(label) => shortDate(String(label))} />
          <Bar
            dataKey="total"
            name="Sales"
            fill="#4f46e5"
            radius={[4, 4, 0, 0]}
            animationDuration={CHART_ANIMATION_MS}
          />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

/** 'Sales Forecast': actual monthly sales and the trend line, two series over five months. */
export function SalesForecastChart({ data }: { data: DashboardView["salesForecast"] }) {
  if (data.every((month) => !month.actual && !month.forecast)) return <ChartOverlay text={NO_DATA} />;
  return (
    <div
      className="h-72"
      role="img"
      aria-label={`Monthly sales and forecast: ${data.map((month) => `${monthName(month.month)} actual ${month.actual === null ? "none yet" : money(month.actual)}, forecast ${money(month.forecast)}`).join("; ")}`}
    >
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={data} margin={{ left: 8, right: 16 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="month" tickFormatter={monthName} fontSize={12} />
          <YAxis fontSize={12} width={64} tickFormatter={axisMoney} />
          <Tooltip formatter={money} labelFormatter={(label) => monthName(String(label))} />
          <Legend />
          <Line
            type="monotone"
            dataKey="actual"
            name="Actual"
            stroke="#4f46e5"
            strokeWidth={2}
            connectNulls={false}
            animationDuration={CHART_ANIMATION_MS}
          />
          <Line
            type="monotone"
            dataKey="forecast"
            name="Forecast"
            stroke="#f59e0b"
            strokeWidth={2}
            strokeDasharray="6 4"
            animationDuration={CHART_ANIMATION_MS}
          />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
