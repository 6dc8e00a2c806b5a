/** @jest-environment node */
import { TOTP as OtpTotp, Secret } from "otpauth";
import { matchTotpStep, newTotpSecret, otpauthUrl, totpCodeAt, totpStep } from "@/lib/two-step/totp-code";
import { recoveryCodeSchema, totpCodeSchema } from "@/lib/two-step/contract";
import { newRecoveryCode } from "@/lib/two-step/secrets";

// RFC 6238 appendix B's SHA-1 key ("12345678901234567890") and its 8-digit vectors, cut to 6.
const RFC_SECRET = new Secret({ buffer: new TextEncoder().encode("12345678901234567890").buffer }).base32;
const at = (seconds: number) => seconds * 1000;

describe("TOTP codes (RFC 6238, SHA-1, 6 digits, 30 s)", () => {
  it.each([
    [59, "287082"],
    [1111111109, "081804"],
    [1234567890, "005924"],
    [2000000000, "279037"],
  ])("at %i s the code is %s, as the RFC's test vectors say", (seconds, code) => {
    expect(totpCodeAt(RFC_SECRET, totpStep(at(seconds)))).toBe(code);
    expect(matchTotpStep({ secretBase32: RFC_SECRET, code, nowMs: at(seconds), lastUsedStep: null })).toBe(
      totpStep(at(seconds)),
    );
  });

  it("agrees with what an authenticator app computes from the otpauth:// address", () => {
    const secret = newTotpSecret();
    const url = otpauthUrl(secret, "alice");
    const now = Date.UTC(2026, 0, 1, 12, 0, 10);
    const app = new OtpTotp({ secret: Secret.fromBase32(new URL(url).searchParams.get("secret") ?? "") });
    expect(app.generate({ timestamp: now })).toBe(totpCodeAt(secret, totpStep(now)));
    expect(url).toMatch(/^otpauth:\/\/totp\/eCommerce:alice\?/);
    expect(url).toContain("digits=6");
    expect(url).toContain("period=30");
    expect(url).toContain("algorithm=SHA1");
  });

  it("accepts one step of drift either way, and no more", () => {
    const secret = newTotpSecret();
    const now = Date.UTC(2026, 0, 1, 12, 0, 10);
    const step = totpStep(now);
    for (const delta of [-1, 0, 1]) {
      expect(
        matchTotpStep({
          secretBase32: secret,
          code: totpCodeAt(secret, step + delta),
          nowMs: now,
          lastUsedStep: null,
        }),
      ).toBe(step + delta);
    }
    for (const delta of [-2, 2]) {
      expect(
        matchTotpStep({
          secretBase32: secret,
          code: totpCodeAt(secret, step + delta),
          nowMs: now,
          lastUsedStep: null,
        }),
      ).toBeNull();
    }
  });

  it("refuses a code already used in its window (replay), and any older one", () => {
    const secret = newTotpSecret();
    const now = Date.UTC(2026, 0, 1, 12, 0, 10);
    const step = totpStep(now);
    const code = totpCodeAt(secret, step);
    expect(matchTotpStep({ secretBase32: secret, code, nowMs: now, lastUsedStep: step })).toBeNull();
    // Still inside the window 30 s later (one step of drift), yet used: refused.
    expect(matchTotpStep({ secretBase32: secret, code, nowMs: now + 30_000, lastUsedStep: step })).toBeNull();
    expect(
      matchTotpStep({
        secretBase32: secret,
        code: totpCodeAt(secret, step - 1),
        nowMs: now,
        lastUsedStep: step,
      }),
    ).toBeNull();
    // The next step's code is new: accepted.
    expect(
      matchTotpStep({
        secretBase32: secret,
        code: totpCodeAt(secret, step + 1),
        nowMs: now,
        lastUsedStep: step,
      }),
    ).toBe(step + 1);
  });

  it("refuses wrong codes and another secret's code", () => {
    const secret = newTotpSecret();
    const now = Date.now();
    const other = totpCodeAt(newTotpSecret(), totpStep(now));
    const own = totpCodeAt(secret, totpStep(now));
    if (other !== own)
      expect(matchTotpStep({ secretBase32: secret, code: other, nowMs: now, lastUsedStep: null })).toBeNull();
    expect(matchTotpStep({ secretBase32: secret, code: "12345", nowMs: now, lastUsedStep: null })).toBeNull();
  });

  it("makes 160-bit secrets", () => {
    const secret = newTotpSecret();
    expect(Secret.fromBase32(secret).bytes).toHaveLength(20);
    expect(newTotpSecret()).not.toBe(secret);
  });
});

describe("code inputs", () => {
  it("reads an app code with spaces and refuses anything but six digits", () => {
    expect(totpCodeSchema.parse(" 123 456 ")).toBe("123456");
    expect(totpCodeSchema.safeParse("12345").success).toBe(false);
    expect(totpCodeSchema.safeParse("12345a").success).toBe(false);
  });

  it("reads recovery codes however they were typed", () => {
    const code = newRecoveryCode();
    expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
    expect(recoveryCodeSchema.parse(code.toUpperCase().replace("-", " - "))).toBe(code.replace("-", ""));
    expect(recoveryCodeSchema.safeParse("not-a-code!").success).toBe(false);
  });
});
