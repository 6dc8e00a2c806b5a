"use client";

import { lazy, Suspense } from "react";
import { formatCataloguePrice } from "@/lib/money/format";
import { useShopperRates } from "./shopper-rates";

// Converting needs the shopper's stored country and the checkout's conversion rule: loaded only
// once the shop has published rates, which most shops never do.
const ConvertedPrice = lazy(() => import("./converted-price"));

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
  const rates = useShopperRates();
  // The catalogue price, as shopperPriceText writes it when no rate applies.
  const catalogue = <>{formatCataloguePrice(price, quantity)}</>;
  if (!rates || Object.keys(rates).length === 0) return catalogue;
  return (
    <Suspense fallback={catalogue}>
      <ConvertedPrice price={price} quantity={quantity} rates={rates} />
    </Suspense>
  );
}
