import { loadShopperRates } from "@/lib/currency-rates/storefront";
import { ShopperRatesFeed } from "./shopper-rates-feed";

/**
 * The exchange rates for the storefront's price islands, read by the shell on the server.
 *
 * Why here rather than a GET the browser makes: storefront pages are cached renders that are
 * expired together with the catalogue; the rates read here are cached under the same tag, so
 * the page's prices and the rates it converts them at are always of one moment (an admin's
 * change expires both at once), and they arrive with the page: no request, no waterfall, no
 * second cache to keep in step. The cost is a few bytes per page once a rate is set, and none
 * before: with no rate set (the default) nothing is rendered and the page is as it was.
 */
export async function ShopperRatesSource() {
  const rates = await loadShopperRates();
  if (Object.keys(rates).length === 0) return null;
  return <ShopperRatesFeed rates={rates} />;
}
