"use client";

import { useEffect } from "react";
import type { ShopperRates } from "@/lib/currency-rates/shopper-price";
import { publishShopperRates } from "./shopper-rates";

/** Hands the rates the shell read on the server to the browser's price islands. Renders nothing. */
export function ShopperRatesFeed({ rates }: { rates: ShopperRates }) {
  useEffect(() => publishShopperRates(rates), [rates]);
  return null;
}
