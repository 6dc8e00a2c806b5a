import { safeCallbackUrl } from "@/lib/auth/callback-url";

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
