import { clientIp, trustedProxyCount, withPeerAddress } from "@/lib/http/client-ip";

const headers = (forwardedFor?: string) => new Headers(forwardedFor ? { "x-forwarded-for": forwardedFor } : {});

describe("withPeerAddress", () => {
  it("appends the address this server saw to whatever the client or proxies wrote", () => {
    expect(withPeerAddress(undefined, "192.0.2.1")).toBe("192.0.2.1");
    expect(withPeerAddress("1.1.1.1", "192.0.2.1")).toBe("1.1.1.1, 192.0.2.1");
    expect(withPeerAddress(["1.1.1.1, 2.2.2.2", "3.3.3.3"], "192.0.2.1")).toBe("1.1.1.1, 2.2.2.2, 3.3.3.3, 192.0.2.1");
    expect(withPeerAddress(" , ", undefined)).toBe("unknown");
  });
});

describe("clientIp", () => {
  it("without trusted proxies takes the address this server saw, never a client-written entry", () => {
    expect(clientIp(headers("6.6.6.6, 192.0.2.1"), 0)).toBe("192.0.2.1");
    expect(clientIp(headers("192.0.2.1"), 0)).toBe("192.0.2.1");
  });

  it("behind one trusted proxy takes the address that proxy saw", () => {
    expect(clientIp(headers("6.6.6.6, 198.51.100.7, 10.0.0.2"), 1)).toBe("198.51.100.7");
    // A chain shorter than the proxies: every entry is a proxy's, take the leftmost.
    expect(clientIp(headers("10.0.0.2"), 1)).toBe("10.0.0.2");
  });

  it("is undefined without a chain", () => {
    expect(clientIp(headers(), 0)).toBeUndefined();
  });

  it("reads TRUSTED_PROXY_COUNT, ignoring nonsense", () => {
    expect(trustedProxyCount({ TRUSTED_PROXY_COUNT: "2" })).toBe(2);
    expect(trustedProxyCount({ TRUSTED_PROXY_COUNT: "-1" })).toBe(0);
    expect(trustedProxyCount({ TRUSTED_PROXY_COUNT: "lots" })).toBe(0);
    expect(trustedProxyCount({})).toBe(0);
  });
});
