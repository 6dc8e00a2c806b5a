import { money } from "@/lib/money/money";
import { quoteOrder, type QuoteLine } from "@/lib/pricing/quote";

const usd = (minor: number) => money(minor, "USD");
const aud = (minor: number) => money(minor, "AUD");
const line = (unitMinor: number, quantity: number, discounted = true): QuoteLine => ({
  unitPrice: usd(unitMinor),
  quantity,
  discounted,
});

describe("quoteOrder", () => {
  it("with nothing configured, the total is the items' subtotal", () => {
    const quote = quoteOrder({ lines: [line(1250, 2), line(999, 1)], currency: "USD", rate: 1 });
    expect(quote).toEqual({
      items: usd(3499),
      discount: usd(0),
      lineDiscounts: [usd(0), usd(0)],
      shipping: usd(0),
      tax: usd(0),
      total: usd(3499),
    });
  });

  it("converts each unit price, rounded half away from zero, before multiplying", () => {
    // 10.05 USD at 1.5 is 15.075 AUD: 15.08 a unit, 45.24 for three (not 45.225 -> 45.23 on the sum).
    const quote = quoteOrder({ lines: [line(1005, 3)], currency: "AUD", rate: 1.5 });
    expect(quote.items).toEqual(aud(4524));
    expect(quote.total).toEqual(aud(4524));
  });

  it("takes a percentage off the covered lines only, rounded to the cent", () => {
    const quote = quoteOrder({
      lines: [line(1999, 1, true), line(5000, 1, false)],
      currency: "USD",
      rate: 1,
      discount: { kind: "percent", percentOff: 15 },
    });
    // 15 % of 19.99 is 2.9985 -> 3.00
    expect(quote.discount).toEqual(usd(300));
    expect(quote.total).toEqual(usd(1999 + 5000 - 300));
  });

  it("converts a fixed discount at the rate and never takes more than the covered lines", () => {
    const quote = quoteOrder({
      lines: [line(1000, 1, true), line(4000, 1, false)],
      currency: "AUD",
      rate: 2,
      discount: { kind: "fixed", amountOff: usd(5000) },
    });
    expect(quote.items).toEqual(aud(10000));
    expect(quote.discount).toEqual(aud(2000));
    expect(quote.total).toEqual(aud(8000));
  });

  it("never takes a total below 0", () => {
    const quote = quoteOrder({ lines: [line(500, 1)], currency: "USD", rate: 1, discount: { kind: "percent", percentOff: 100 } });
    expect(quote.total).toEqual(usd(0));
    const fixed = quoteOrder({ lines: [line(500, 1)], currency: "USD", rate: 1, discount: { kind: "fixed", amountOff: usd(99999) } });
    expect(fixed.total).toEqual(usd(0));
    expect(fixed.discount).toEqual(usd(500));
  });

  it("charges delivery below its free-above threshold, measured after the discount", () => {
    const shipping = { price: aud(995), freeAbove: aud(10000) };
    const below = quoteOrder({
      lines: [line(6000, 2)],
      currency: "AUD",
      rate: 1,
      discount: { kind: "percent", percentOff: 20 },
      shipping,
    });
    // 120.00 - 24.00 = 96.00 < 100.00: delivery is charged.
    expect(below.shipping).toEqual(aud(995));
    expect(below.total).toEqual(aud(9600 + 995));
    const above = quoteOrder({ lines: [line(6000, 2)], currency: "AUD", rate: 1, shipping });
    expect(above.shipping).toEqual(aud(0));
    expect(above.total).toEqual(aud(12000));
  });

  it("finds the tax inside inclusive prices without changing the total", () => {
    const quote = quoteOrder({
      lines: [line(10000, 1)],
      currency: "AUD",
      rate: 1,
      discount: { kind: "percent", percentOff: 20 },
      shipping: { price: aud(1000), freeAbove: null },
      tax: { ratePercent: 10, inclusive: true },
    });
    // (100 - 20 + 10) = 90.00, of which GST is 90 × 10/110 = 8.1818 -> 8.18
    expect(quote.total).toEqual(aud(9000));
    expect(quote.tax).toEqual(aud(818));
  });

  it("adds exclusive tax on goods and delivery", () => {
    const quote = quoteOrder({
      lines: [line(1999, 3)],
      currency: "USD",
      rate: 1,
      shipping: { price: usd(500), freeAbove: null },
      tax: { ratePercent: 8.875, inclusive: false },
    });
    // (59.97 + 5.00) × 8.875 % = 5.766... -> 5.77
    expect(quote.tax).toEqual(usd(577));
    expect(quote.total).toEqual(usd(5997 + 500 + 577));
  });

  it("rounds a half cent of tax away from zero", () => {
    // 0.05 × 10 % = 0.005 dollars = 0.5 cents -> 1 cent
    const quote = quoteOrder({ lines: [line(5, 1)], currency: "USD", rate: 1, tax: { ratePercent: 10, inclusive: false } });
    expect(quote.tax).toEqual(usd(1));
    expect(quote.total).toEqual(usd(6));
  });
});
