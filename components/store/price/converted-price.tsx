"use client";

import { useStoredCountry } from "@/components/checkout/use-stored-country";
import { shopperPriceText, type ShopperRates } from "@/lib/currency-rates/shopper-price";

/** ShopperPrice once the shop has rates: the price in the stored country's currency when it has one. */
export default function ConvertedPrice({ price, quantity, rates }: { price: number; quantity: number; rates: ShopperRates }) {
  const country = useStoredCountry();
  return <>{shopperPriceText(price, { quantity, country, rates })}</>;
}
