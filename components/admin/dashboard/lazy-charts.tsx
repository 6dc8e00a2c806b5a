"use client";

import dynamic from "next/dynamic";
import { ChartOverlay } from "./panel";

// recharts is large: it loads with the dashboard only, behind 'Loading data…'.
const loading = () => <ChartOverlay text="Loading data…" />;

export const SalesOverviewChart = dynamic(
  () => import("./charts").then((module) => module.SalesOverviewChart),
  { ssr: false, loading },
);
export const SalesForecastChart = dynamic(
  () => import("./charts").then((module) => module.SalesForecastChart),
  { ssr: false, loading },
);
