/** @jest-environment node */
import { NextRequest } from "next/server";
import { proxy } from "@/proxy";

// The headers every response leaves with (the request guard in front of every route).

const through = (path: string) => proxy(new NextRequest(`http://localhost:3000${path}`));

afterEach(() => {
  delete process.env.SITE_URL;
  delete process.env.STRIPE_SECRET_KEY;
});

describe("security headers", () => {
  it("give a page rendered per request a policy whose scripts need this response's nonce, and forbid framing", () => {
    const first = through("/login").headers.get("content-security-policy") ?? "";
    const second = through("/admin/product/management").headers.get("content-security-policy") ?? "";
    const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(first)?.[1];
    expect(nonce).toBeDefined();
    expect(second).not.toContain(nonce);
    expect(first).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/);
    expect(first).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(first).toContain("frame-ancestors 'none'");
    expect(first).toContain("object-src 'none'");
    expect(first).not.toContain("stripe.com");
  });

  it("give a cached page (the same bytes for everyone, so no nonce) the site's own and inline scripts only", () => {
    for (const path of ["/", "/products?categories=women", "/products/1/details", "/about"]) {
      const response = through(path);
      const policy = response.headers.get("content-security-policy") ?? "";
      expect(policy).toMatch(/script-src 'self' 'unsafe-inline'(;|$)/);
      expect(policy).not.toContain("nonce-");
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).toContain("object-src 'none'");
      expect(policy).toContain("base-uri 'self'");
      // No nonce reaches the renderer either: Next would otherwise render the page per request.
      expect(response.headers.get("x-middleware-request-x-nonce")).toBeNull();
    }
  });

  it("allow Stripe's script, frames and API only when Stripe is configured", () => {
    process.env.STRIPE_SECRET_KEY = "sk_test_123";
    const policy = through("/checkout").headers.get("content-security-policy") ?? "";
    expect(policy).toMatch(/script-src [^;]*https:\/\/js\.stripe\.com/);
    expect(policy).toMatch(/frame-src [^;]*https:\/\/hooks\.stripe\.com/);
    expect(policy).toMatch(/connect-src [^;]*https:\/\/api\.stripe\.com/);
  });

  it("give calls a policy that allows nothing, and the common headers", () => {
    const headers = through("/api/product").headers;
    expect(headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(headers.get("x-content-type-options")).toBe("nosniff");
    expect(headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(headers.get("permissions-policy")).toContain("geolocation=(self)");
    expect(headers.get("strict-transport-security")).toBeNull();
  });

  it("sandbox uploaded files", () => {
    expect(through("/uploads/products/a.webp").headers.get("content-security-policy")).toMatch(/sandbox/);
  });

  it("add HSTS when the shop is served over HTTPS", () => {
    process.env.SITE_URL = "https://shop.example.com";
    expect(through("/").headers.get("strict-transport-security")).toMatch(/max-age=\d+/);
  });
});
