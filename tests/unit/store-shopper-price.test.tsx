import { act, render, screen, waitFor } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { storeCountry } from "@/components/location/client-storage";
import { ShopperPrice } from "@/components/store/price/shopper-price";
import { ShopperRatesFeed } from "@/components/store/price/shopper-rates-feed";
import { publishShopperRates } from "@/components/store/price/shopper-rates";
import { NO_RATES, shopperPriceText } from "@/lib/currency-rates/shopper-price";

// The storefront's price in the shopper's currency: converted only when the shop has a rate for
// the stored country's currency, and otherwise exactly the catalogue price it always was. The
// converting code loads once rates are published, so a converted price is awaited.

function priceOf(price: number, quantity?: number) {
  render(
    <p data-testid="price">
      <ShopperPrice price={price} quantity={quantity} />
    </p>,
  );
  return screen.getByTestId("price");
}

beforeEach(() => {
  localStorage.clear();
  publishShopperRates(NO_RATES);
});

describe("ShopperPrice", () => {
  it("converts at the rate set for the shopper's currency, with its code", async () => {
    storeCountry("AU");
    publishShopperRates({ AUD: 1.52 });
    const price = priceOf(12.5);
    await waitFor(() => expect(price).toHaveTextContent(/^\$19\.00 AUD$/));
  });

  it("writes a euro price in the country's own format", async () => {
    storeCountry("DE");
    publishShopperRates({ EUR: 0.9234 });
    // 18.93 x 0.9234 = 17.480...: rounded to the cent.
    const price = priceOf(18.93);
    await waitFor(() => expect(price.textContent).toBe("17,48\u00a0€"));
  });

  it("shows the catalogue price unchanged when no rate is set for the shopper's currency", () => {
    storeCountry("AU");
    publishShopperRates({ EUR: 0.92 });
    expect(priceOf(12.5)).toHaveTextContent(/^\$12\.50$/);
  });

  it("shows the catalogue price unchanged to a US shopper, to one in a country the shop does not sell to, and before the country is known", () => {
    publishShopperRates({ AUD: 1.52, EUR: 0.92 });
    expect(priceOf(12.5)).toHaveTextContent(/^\$12\.50$/);
    act(() => void storeCountry("US"));
    expect(screen.getByTestId("price")).toHaveTextContent(/^\$12\.50$/);
    act(() => void storeCountry("BD"));
    expect(screen.getByTestId("price")).toHaveTextContent(/^\$12\.50$/);
  });

  it("converts each unit before multiplying, as the checkout charges a line", async () => {
    storeCountry("AU");
    publishShopperRates({ AUD: 1.5234 });
    // 12.35 AUD-converted is 18.81 (18.813...), times 3; converting 37.05 at once would give 56.44.
    const price = priceOf(12.35, 3);
    await waitFor(() => expect(price).toHaveTextContent(/^\$56\.43 AUD$/));
  });

  it("follows the stored country and the published rates as they change", async () => {
    publishShopperRates({ AUD: 1.5 });
    const price = priceOf(10);
    expect(price).toHaveTextContent(/^\$10\.00$/);
    act(() => void storeCountry("AU"));
    await waitFor(() => expect(price).toHaveTextContent(/^\$15\.00 AUD$/));
    act(() => publishShopperRates({ AUD: 1.6 }));
    expect(price).toHaveTextContent(/^\$16\.00 AUD$/);
    act(() => publishShopperRates(NO_RATES));
    expect(price).toHaveTextContent(/^\$10\.00$/);
  });

  it("takes its rates from the feed the storefront's shell renders", async () => {
    storeCountry("CA");
    render(<ShopperRatesFeed rates={{ CAD: 1.37 }} />);
    const price = priceOf(20);
    await waitFor(() => expect(price).toHaveTextContent(/^\$27\.40 CAD$/));
  });

  it("renders the catalogue price on the server, whatever this browser knows, so cached pages hold it", () => {
    storeCountry("AU");
    publishShopperRates({ AUD: 1.52 });
    expect(renderToString(<ShopperPrice price={12.5} />)).toBe("$12.50");
  });
});

describe("shopperPriceText", () => {
  it("never converts the catalogue's own currency, even with a stray rate for it", () => {
    expect(shopperPriceText(12.5, { country: "US", rates: { USD: 2 } })).toBe("$12.50");
  });

  it("multiplies the catalogue price by the quantity when it does not convert", () => {
    expect(shopperPriceText(12.35, { quantity: 3, country: "AU", rates: NO_RATES })).toBe("$37.05");
  });
});
