import { cardProblem, expiryProblem, passesLuhn, testCardOutcome } from "@/lib/payments/test-cards";

const NOW = new Date("2026-11-23T12:00:00Z");
const valid = { cardNumber: "4242 4242 4242 4242", expiry: "12/30", cvc: "123" };

describe("test cards", () => {
  it("checks the Luhn sum of real card numbers", () => {
    expect(passesLuhn("4242424242424242")).toBe(true);
    expect(passesLuhn("4000000000000002")).toBe(true);
    expect(passesLuhn("4242424242424241")).toBe(false);
    expect(passesLuhn("4242")).toBe(false);
    expect(passesLuhn("abcd abcd abcd abcd")).toBe(false);
  });

  it("accepts an expiry through the end of its month only", () => {
    expect(expiryProblem("11/26", NOW)).toBeUndefined();
    expect(expiryProblem("10/26", NOW)).toBe("Your card's expiration date is in the past.");
    expect(expiryProblem("13/30", NOW)).toBe("Your card's expiration date is invalid.");
    expect(expiryProblem("1230", NOW)).toBe("Your card's expiration date is invalid.");
  });

  it("names the first thing wrong, as Stripe words it", () => {
    expect(cardProblem(valid, NOW)).toBeUndefined();
    expect(cardProblem({ ...valid, cardNumber: "4242 4242 4242 4241" }, NOW)).toBe("Your card number is invalid.");
    expect(cardProblem({ ...valid, cvc: "12" }, NOW)).toBe("Your card's security code is invalid.");
  });

  it("declines Stripe's decline cards and pays the others", () => {
    expect(testCardOutcome("4242 4242 4242 4242")).toEqual({ status: "succeeded" });
    expect(testCardOutcome("4000 0000 0000 0002")).toEqual({ status: "failed", reason: "Your card was declined." });
    expect(testCardOutcome("4000000000009995")).toEqual({ status: "failed", reason: "Your card has insufficient funds." });
  });
});
