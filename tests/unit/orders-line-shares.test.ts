import fc from "fast-check";
import { currencyOf } from "@/lib/money/currency";
import { money } from "@/lib/money/money";
import { discountByLine, largestRemainder, lineShares, unitsShare } from "@/lib/orders/ledger/line-shares";
import { quoteOrder, type QuoteLine } from "@/lib/pricing/quote";

const aud = currencyOf("AUD");
const line = (unitMinor: number, quantity: number, discounted = true): QuoteLine => ({
  unitPrice: money(unitMinor, aud),
  quantity,
  discounted,
});

/** The shares of an order as lib/pricing/quote.ts priced it, each line's discount as the quote decided it. */
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
      discountMinor: quote.lineDiscounts[index].minor,
    })),
    deliveryMinor: quote.shipping.minor,
  });
  return { quote, shares };
}

describe("a discount spread over the lines it covers", () => {
  it("splits 8.99 over a 39.95 and a 20.00 line by largest remainder: 5.99 and 3.00", () => {
    expect(
      discountByLine(899, [
        { itemsMinor: 3995, discounted: true },
        { itemsMinor: 2000, discounted: true },
      ]),
    ).toEqual([599, 300]);
  });

  it("gives a line the code does not cover nothing, and the cents left to the largest remainders, ties to the earlier line", () => {
    const lines = [
      { itemsMinor: 1000, discounted: true },
      { itemsMinor: 5000, discounted: false },
      { itemsMinor: 1000, discounted: true },
      { itemsMinor: 1000, discounted: true },
    ];
    expect(discountByLine(100, lines)).toEqual([34, 0, 33, 33]);
    expect(discountByLine(0, lines)).toEqual([0, 0, 0, 0]);
  });

  it("is what the quote records: a 15% code covering the first of two lines takes all 5.99 off it", () => {
    const quote = quoteOrder({
      lines: [line(3995, 1, true), line(2000, 1, false)],
      currency: aud,
      rate: 1,
      discount: { kind: "percent", percentOff: 15 },
    });
    expect(quote.discount).toEqual(money(599, aud));
    expect(quote.lineDiscounts).toEqual([money(599, aud), money(0, aud)]);
  });

  it("for any cart, the parts add up to the quote's discount, none above its line, none on a line not covered", () => {
    const cartLine = fc.record({
      unit: fc.integer({ min: 0, max: 200_000 }),
      quantity: fc.integer({ min: 1, max: 99 }),
      discounted: fc.boolean(),
    });
    fc.assert(
      fc.property(
        fc.array(cartLine, { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 500_000 }),
        (lines, percentOff, fixed) => {
          for (const discount of [
            { kind: "percent" as const, percentOff },
            { kind: "fixed" as const, amountOff: money(fixed, aud) },
          ]) {
            const quoteLines = lines.map((one) => line(one.unit, one.quantity, one.discounted));
            const quote = quoteOrder({ lines: quoteLines, currency: aud, rate: 1.37, discount });
            const parts = quote.lineDiscounts.map((part) => part.minor);
            expect(parts.reduce((total, part) => total + part, 0)).toBe(quote.discount.minor);
            parts.forEach((part, index) => {
              expect(part).toBeGreaterThanOrEqual(0);
              if (!lines[index].discounted) expect(part).toBe(0);
              expect(part).toBeLessThanOrEqual(Math.round(lines[index].unit * 1.37) * lines[index].quantity);
            });
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

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
