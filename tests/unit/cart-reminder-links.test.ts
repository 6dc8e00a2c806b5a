/** @jest-environment node */
import {
  unsubscribeToken,
  userOfUnsubscribeToken,
  oneClickUnsubscribeUrl,
  unsubscribePageUrl,
} from "@/lib/cart-reminders/links";
import { signatureMatches, signMessage } from "@/lib/crypto/signature";

// The unsubscribe link of a cart reminder: a user's id signed for that one purpose.

const SECRET = "unit-test-secret";

beforeEach(() => {
  process.env.NEXTAUTH_SECRET = SECRET;
  process.env.SITE_URL = "https://shop.example/";
});

afterAll(() => {
  delete process.env.SITE_URL;
});

describe("signed messages", () => {
  it("match only the message they were made for, spelled as written", () => {
    const signature = signMessage("cart-reminders-off:7");
    expect(signature).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(signatureMatches("cart-reminders-off:7", signature)).toBe(true);
    expect(signatureMatches("cart-reminders-off:8", signature)).toBe(false);
    expect(signatureMatches("cart-reminders-off:7", `${signature}=`)).toBe(false);
    expect(signatureMatches("cart-reminders-off:7", "")).toBe(false);
  });
});

describe("unsubscribe tokens", () => {
  it("name the user they were made for", () => {
    expect(unsubscribeToken(42)).toMatch(/^42\.[A-Za-z0-9_-]{43}$/);
    expect(userOfUnsubscribeToken(unsubscribeToken(42))).toBe(42);
  });

  it("are refused when changed, moved to another user, spelled otherwise or signed with another secret", () => {
    const token = unsubscribeToken(42);
    const [, signature] = token.split(".");
    const last = signature.at(-1) === "A" ? "B" : "A";
    for (const bad of [
      `${token.slice(0, -1)}${last}`,
      `43.${signature}`,
      `042.${signature}`,
      `+42.${signature}`,
      `42.${signature}.`,
      `42 .${signature}`,
      `0.${signMessage("cart-reminders-off:0")}`,
      `99999999999.${signature}`,
      "",
    ])
      expect(userOfUnsubscribeToken(bad)).toBeNull();
    process.env.NEXTAUTH_SECRET = "another-secret";
    expect(userOfUnsubscribeToken(token)).toBeNull();
  });

  it("travel in absolute links under the shop's address", () => {
    const token = encodeURIComponent(unsubscribeToken(5));
    expect(unsubscribePageUrl(5)).toBe(`https://shop.example/unsubscribe?token=${token}`);
    expect(oneClickUnsubscribeUrl(5)).toBe(
      `https://shop.example/api/account/cart-reminders/unsubscribe?token=${token}`,
    );
  });
});
