import { currencyForCountry, isPaymentCountry } from "@/lib/money/currency";
import { formatMoney, formatPrice } from "@/lib/money/format";
import { fromMinorUnits, toMinorUnits } from "@/lib/money/minor-units";
import { money } from "@/lib/money/money";

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
