import { formatMoney } from "@/lib/money/format";
import { toDecimal } from "@/lib/money/minor-units";
import { money, type Money } from "@/lib/money/money";
import {
  breakdownRows,
  mapBreakdown,
  taxLabel,
  taxLineLabel,
  type OrderBreakdown,
} from "@/lib/orders/contract/breakdown";

const aud = (minor: number) => money(minor, "AUD");
const rowsOf = (breakdown: OrderBreakdown<Money>, country = "AU") =>
  breakdownRows(breakdown, (amount) => formatMoney(amount, { country })).map(
    ({ label, value }) => `${label}: ${value}`,
  );

const nothingConfigured: OrderBreakdown<Money> = {
  items: aud(6000),
  discount: null,
  shipping: { method: null, amount: aud(0) },
  tax: { label: "GST", ratePercent: 0, inclusive: false, amount: aud(0) },
};

describe("an order's breakdown rows", () => {
  it("with nothing configured: the items, Delivery 'TBD' and GST 0, as the spec's cart shows", () => {
    expect(rowsOf(nothingConfigured)).toEqual([
      "Items subtotal: $60.00 AUD",
      "GST: $0.00 AUD",
      "Delivery: TBD",
    ]);
  });

  it("with a code, a delivery method and GST included: each in its row, the discount negative", () => {
    expect(
      rowsOf({
        items: aud(6000),
        discount: { code: "SPRING20", amount: aud(1200) },
        shipping: { method: "Standard", amount: aud(1000) },
        tax: { label: "GST", ratePercent: 10, inclusive: true, amount: aud(527) },
      }),
    ).toEqual([
      "Items subtotal: $60.00 AUD",
      "Discount (SPRING20): \u2212$12.00 AUD",
      "GST (10 % included): $5.27 AUD",
      "Delivery (Standard): $10.00 AUD",
    ]);
  });

  it("says Free for a method that costs nothing on this order, and names a discount without a code plainly", () => {
    expect(
      rowsOf({
        ...nothingConfigured,
        discount: { code: null, amount: aud(500) },
        shipping: { method: "Express", amount: aud(0) },
      }),
    ).toEqual([
      "Items subtotal: $60.00 AUD",
      "Discount: \u2212$5.00 AUD",
      "GST: $0.00 AUD",
      "Delivery (Express): Free",
    ]);
  });

  it("writes an exclusive tax with its rate only, in the country's money format", () => {
    const eur = (minor: number) => money(minor, "EUR");
    expect(
      rowsOf(
        {
          items: eur(10000),
          discount: null,
          shipping: { method: "DHL Paket", amount: eur(499) },
          tax: { label: "VAT", ratePercent: 19, inclusive: false, amount: eur(1995) },
        },
        "DE",
      ),
    ).toEqual([
      "Items subtotal: 100,00\u00a0€",
      "VAT (19 %): 19,95\u00a0€",
      "Delivery (DHL Paket): 4,99\u00a0€",
    ]);
  });
});

describe("the tax's name", () => {
  it("is GST in Australia, Canada and Singapore, VAT in Italy, France and Germany, Sales tax in the US", () => {
    expect(["AU", "CA", "SG", "IT", "FR", "DE", "US"].map((country) => taxLabel(country, 10))).toEqual([
      "GST",
      "GST",
      "GST",
      "VAT",
      "VAT",
      "VAT",
      "Sales tax",
    ]);
    expect(taxLabel("de", 19)).toBe("VAT");
  });

  it("is GST wherever there is no tax, and for an order without a country", () => {
    expect(taxLabel("US", 0)).toBe("GST");
    expect(taxLabel("DE", 0)).toBe("GST");
    expect(taxLabel(null, 10)).toBe("GST");
  });

  it("carries the rate, and says when prices include it", () => {
    expect(taxLineLabel({ label: "Sales tax", ratePercent: 7.125, inclusive: false })).toBe(
      "Sales tax (7.125 %)",
    );
    expect(taxLineLabel({ label: "GST", ratePercent: 10, inclusive: true })).toBe("GST (10 % included)");
    expect(taxLineLabel({ label: "GST", ratePercent: 0, inclusive: true })).toBe("GST");
  });
});

describe("mapBreakdown", () => {
  it("writes every amount in the API's decimals, keeping the words", () => {
    expect(
      mapBreakdown(
        {
          ...nothingConfigured,
          discount: { code: "X", amount: aud(250) },
          shipping: { method: "Standard", amount: aud(1000) },
        },
        toDecimal,
      ),
    ).toEqual({
      items: 60,
      discount: { code: "X", amount: 2.5 },
      shipping: { method: "Standard", amount: 10 },
      tax: { label: "GST", ratePercent: 0, inclusive: false, amount: 0 },
    });
  });
});
