import { currencyForCountry, isPaymentCountry } from "@/lib/money/currency";
import { formatMoney, formatPrice } from "@/lib/money/format";
import { fromDecimal, fromMinorUnits, toDecimal, toMinorUnits } from "@/lib/money/minor-units";
import { add, convert, money, sum, times } from "@/lib/money/money";

describe("money", () => {
  it("maps countries to currencies, USD by default", () => {
    expect(currencyForCountry("au")).toBe("AUD");
    expect(currencyForCountry("DE")).toBe("EUR");
    expect(currencyForCountry("BD")).toBe("USD");
    expect(currencyForCountry(undefined)).toBe("USD");
  });

  it("knows where payments are supported", () => {
    expect(isPaymentCountry("sg")).toBe(true);
    expect(isPaymentCountry("BD")).toBe(false);
  });

  it("formats with 2 decimals and appends the code of dollar currencies", () => {
    expect(formatMoney(money(1250, "AUD"), { country: "AU" })).toBe("$12.50 AUD");
    expect(formatMoney(money(1250, "USD"), { country: "US" })).toBe("$12.50 USD");
    expect(formatMoney(money(1250, "EUR"), { country: "DE" })).toMatch(/^12,50\s€$/);
    expect(formatPrice(1234.5)).toBe("$1,234.50");
  });

  it("converts between major and minor units without float drift", () => {
    expect(toMinorUnits(19.99)).toBe(1999);
    expect(toMinorUnits(0.1 + 0.2)).toBe(30);
    expect(fromMinorUnits(1999)).toBe(19.99);
  });
});

describe("Money", () => {
  it("is whole minor units with a currency, the catalogue's unless named", () => {
    expect(money(1999)).toEqual({ minor: 1999, currency: "USD" });
    expect(() => money(19.99)).toThrow(RangeError);
  });

  it("adds, multiplies by a quantity and sums, never across currencies", () => {
    expect(add(money(1999), money(1))).toEqual(money(2000));
    expect(times(money(1999), 3)).toEqual(money(5997));
    expect(sum([money(10), money(20), money(30)])).toEqual(money(60));
    expect(sum([], "EUR")).toEqual(money(0, "EUR"));
    expect(() => add(money(1, "AUD"), money(1, "USD"))).toThrow(RangeError);
    expect(() => times(money(100), 1.5)).toThrow(RangeError);
  });

  it("converts at a rate, rounding to the minor unit half away from zero", () => {
    expect(convert(money(1000), 1.37, "AUD")).toEqual(money(1370, "AUD"));
    expect(convert(money(5), 0.5, "EUR")).toEqual(money(3, "EUR"));
    expect(convert(money(-5), 0.5, "EUR")).toEqual(money(-3, "EUR"));
    expect(convert(money(4), 0.5, "EUR")).toEqual(money(2, "EUR"));
  });

  it("crosses to the API's decimals and back without drift", () => {
    expect(fromDecimal(19.99)).toEqual(money(1999));
    expect(fromDecimal(0.1 + 0.2, "AUD")).toEqual(money(30, "AUD"));
    expect(toDecimal(money(1999))).toBe(19.99);
  });

  it("formats an order's decimal amount in its currency, and whole units for a chart's axis", () => {
    expect(formatPrice(12.5, { currency: "aud", country: "AU" })).toBe("$12.50 AUD");
    expect(formatPrice(12.5, { currency: "EUR", country: "IT" })).toMatch(/^12,50\s€$/);
    expect(formatPrice(1234.5, { wholeUnits: true })).toBe("$1235");
  });

  it("keeps each format apart when the same amount is shown several ways in turn", () => {
    const amount = money(123456, "USD");
    expect(formatMoney(amount, { wholeUnits: true })).toBe("$1235 USD");
    expect(formatMoney(amount)).toBe("$1,234.56 USD");
    expect(formatMoney(amount, { wholeUnits: true, withCode: false })).toBe("$1235");
    expect(formatMoney(money(123456, "EUR"), { country: "DE" })).toMatch(/^1\.234,56\s€$/);
    expect(formatMoney(money(123456, "EUR"), { country: "FR" })).toMatch(/^1\s234,56\s€$/);
    expect(formatMoney(amount)).toBe("$1,234.56 USD");
  });
});
