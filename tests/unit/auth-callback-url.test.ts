import { isFollowableCallbackUrl, safeCallbackUrl } from "@/lib/auth/callback-url";

describe("safeCallbackUrl", () => {
  it("returns to a page of this site, with its query", () => {
    expect(safeCallbackUrl("/checkout")).toBe("/checkout");
    expect(safeCallbackUrl("/products?search=tee&page=2")).toBe("/products?search=tee&page=2");
  });

  it("goes home for nothing, another site, or the login pages themselves", () => {
    for (const unsafe of [
      null,
      undefined,
      "",
      "https://evil.example/",
      "//evil.example",
      "/\\evil.example",
      "javascript:alert(1)",
      "/login",
      "/signup?x=1",
    ]) {
      expect(safeCallbackUrl(unsafe)).toBe("/");
    }
  });
});

describe("isFollowableCallbackUrl", () => {
  it("accepts paths and http(s) addresses, nothing else", () => {
    for (const ok of ["/", "/checkout?x=1", "https://shop.example/a", "http://localhost:3000"]) expect(isFollowableCallbackUrl(ok)).toBe(true);
    for (const bad of ["0", "javascript:alert(1)", "data:text/html,x", "shop.example", "http://"]) expect(isFollowableCallbackUrl(bad)).toBe(false);
  });
});
