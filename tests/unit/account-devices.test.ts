/** @jest-environment node */
import { deviceName } from "@/lib/accounts/sessions";
import { deviceFacts } from "@/lib/auth/user-sessions";
import { maskEmail } from "@/lib/orders/read/guest-orders";

// What the shop shows of a device and of a guest's address, from what it was told.

describe("deviceName", () => {
  it("names the browser and the system from the User-Agent", () => {
    expect(
      deviceName("Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0"),
    ).toBe("Firefox on Windows");
    expect(
      deviceName(
        "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15",
      ),
    ).toBe("Safari on macOS");
    expect(deviceName("")).toBe("Unknown device");
    expect(deviceName("curl/8.5.0")).toMatch(/./);
  });
});

describe("deviceFacts", () => {
  const original = process.env.TRUSTED_PROXY_COUNT;
  afterEach(() => {
    if (original === undefined) delete process.env.TRUSTED_PROXY_COUNT;
    else process.env.TRUSTED_PROXY_COUNT = original;
  });

  it("believes a country header only behind a trusted proxy, and never Cloudflare's unknowns", () => {
    const headers = (country: string) => new Headers({ "user-agent": "UA", "cf-ipcountry": country });
    delete process.env.TRUSTED_PROXY_COUNT;
    expect(deviceFacts(headers("FR"))).toEqual({ userAgent: "UA", country: null });
    process.env.TRUSTED_PROXY_COUNT = "1";
    expect(deviceFacts(headers("fr"))).toEqual({ userAgent: "UA", country: "FR" });
    expect(deviceFacts(headers("XX")).country).toBeNull();
    expect(deviceFacts(headers("T1")).country).toBeNull();
    expect(deviceFacts(headers("France")).country).toBeNull();
    expect(deviceFacts(new Headers({ "x-vercel-ip-country": "NZ" })).country).toBe("NZ");
    expect(deviceFacts(undefined)).toEqual({ userAgent: "", country: null });
  });

  it("keeps at most 512 characters of a User-Agent", () => {
    expect(deviceFacts(new Headers({ "user-agent": "x".repeat(5000) })).userAgent).toHaveLength(512);
  });
});

describe("maskEmail", () => {
  it("keeps the first letters and the top-level domain, nothing else", () => {
    expect(maskEmail("jane.doe@example.com")).toBe("j***@e***.com");
    expect(maskEmail("a@b.co")).toBe("a***@b***.co");
    expect(maskEmail("secret-guest@mail.example.org")).toBe("s***@m***.org");
    expect(maskEmail("no-at-sign")).toBe("***");
  });
});
