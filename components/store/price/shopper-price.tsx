"use client";

import { useStoredCountry } from "@/components/checkout/use-stored-country";
import { shopperPriceText } from "@/lib/currency-rates/shopper-price";
import { useShopperRates } from "./shopper-rates";

type ShopperPriceProps = {
  /** The catalogue's price of one unit (decimal, catalogue currency), as the API answers it. */
  price: number;
  /** Units, for a line's total: each unit is converted first, as the checkout charges it. */
  quantity?: number;
};

/**
 * A catalogue price in the shopper's currency. The server's HTML (and the first render in the
 * browser) carry the catalogue price, since the shopper's country lives in this browser only;
 * once known, and when the shop has a rate for its currency, the converted price replaces it.
 */
export function ShopperPrice({ price, quantity = 1 }: ShopperPriceProps) {
  const country = useStoredCountry();
  const rates = useShopperRates();
  return <>{shopperPriceText(price, { quantity, country, rates })}</>;
}
