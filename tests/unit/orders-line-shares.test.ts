import fc from "fast-check";
import { currencyOf } from "@/lib/money/currency";
import { money } from "@/lib/money/money";
import { largestRemainder, lineShares, unitsShare } from "@/lib/orders/line-shares";
import { quoteOrder, type QuoteLine } from "@/lib/pricing/quote";

const aud = currencyOf("AUD");
const line = (unitMinor: number, quantity: number, discounted = true): QuoteLine => ({
  unitPrice: money(unitMinor, aud),
  quantity,
  discounted,
});

/** The shares of an order as lib/pricing/quote.ts priced it. */
function sharesOf(lines: QuoteLine[], percentOff: number, tax?: { ratePercent: number; inclusive: boolean }, deliveryMinor = 0) {
  const quote = quoteOrder({
    lines,
    currency: aud,
    rate: 1,
    discount: percentOff > 0 ? { kind: "percent", percentOff } : null,
    shipping: deliveryMinor > 0 ? { price: money(deliveryMinor, aud), freeAbove: null } : null,
    tax: tax ?? null,
  });
  const shares = lineShares({
    totalMinor: quote.total.minor,
    lines: lines.map((one, index) => ({
      id: index + 1,
      itemsMinor: one.unitPrice.minor * one.quantity,
      discounted: one.discounted,
    })),
    discountMinor: quote.discount.minor,
    deliveryMinor: quote.shipping.minor,
  });
  return { quote, shares };
}

describe("line shares of a charge", () => {
  it("takes a 15% code off each line: a 39.95 line's share is 33.96, and the shares add up to the charge", () => {
    const { quote, shares } = sharesOf([line(3995, 1), line(2000, 1)], 15);
    expect(quote.total.minor).toBe(5096);
    expect(shares.lines).toEqual([
      { id: 1, shareMinor: 3396 },
      { id: 2, shareMinor: 1700 },
    ]);
    expect(shares.deliveryMinor).toBe(0);
  });

  it("under a 50% code a line is worth half its price, never the whole charge", () => {
    const { quote, shares } = sharesOf([line(4000, 1), line(2000, 1)], 50);
    expect(quote.total.minor).toBe(3000);
    expect(shares.lines.map((one) => one.shareMinor)).toEqual([2000, 1000]);
  });

  it("spreads a code over the lines it covered only", () => {
    const { shares } = sharesOf([line(4000, 1, true), line(2000, 1, false)], 50);
    expect(shares.lines.map((one) => one.shareMinor)).toEqual([2000, 2000]);
  });

  it("adds tax as charged (on top) to the lines and the delivery in proportion", () => {
    const { quote, shares } = sharesOf([line(1000, 3)], 0, { ratePercent: 10, inclusive: false }, 1000);
    expect(quote.total.minor).toBe(4400);
    expect(shares).toEqual({ lines: [{ id: 1, shareMinor: 3300 }], deliveryMinor: 1100 });
  });

  it("splits to the cent by largest remainder, ties to the earlier part", () => {
    expect(largestRemainder(100, [BigInt(1), BigInt(1), BigInt(1)])).toEqual([34, 33, 33]);
    expect(largestRemainder(10, [BigInt(1), BigInt(2)])).toEqual([3, 7]);
  });

  it("a line's units add up to its share, its last units taking what is left", () => {
    expect([0, 1, 2].map((before) => unitsShare(1000, 3, before, 1))).toEqual([333, 333, 334]);
    expect(unitsShare(1000, 3, 1, 2)).toBe(667);
  });

  it("for any order, the shares and the delivery add up exactly to the charge and units to their line", () => {
    const orderLine = fc.record({
      unit: fc.integer({ min: 1, max: 200_000 }),
      quantity: fc.integer({ min: 1, max: 99 }),
      discounted: fc.boolean(),
    });
    fc.assert(
      fc.property(
        fc.array(orderLine, { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 0, max: 100 }),
        fc.option(fc.record({ ratePercent: fc.integer({ min: 0, max: 25 }), inclusive: fc.boolean() }), { nil: undefined }),
        fc.integer({ min: 0, max: 5000 }),
        fc.array(fc.integer({ min: 1, max: 5 }), { maxLength: 8 }),
        (lines, percentOff, tax, delivery, steps) => {
          const { quote, shares } = sharesOf(
            lines.map((one) => line(one.unit, one.quantity, one.discounted)),
            percentOff,
            tax,
            delivery,
          );
          const sum = shares.lines.reduce((total, one) => total + one.shareMinor, 0) + shares.deliveryMinor;
          expect(sum).toBe(quote.total.minor);
          for (const one of shares.lines) expect(one.shareMinor).toBeGreaterThanOrEqual(0);
          const first = shares.lines[0].shareMinor;
          const quantity = lines[0].quantity;
          let before = 0;
          let refunded = 0;
          for (const step of [...steps, quantity]) {
            const units = Math.min(step, quantity - before);
            refunded += unitsShare(first, quantity, before, units);
            before += units;
          }
          expect(refunded).toBe(first);
        },
      ),
      { numRuns: 300 },
    );
  });
});
