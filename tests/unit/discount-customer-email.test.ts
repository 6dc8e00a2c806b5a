import { comparableEmail } from "@/lib/discounts/customer-email";

// One customer, however they spell their e-mail: what a code's per-customer limit counts by.

describe("comparableEmail", () => {
  it("ignores case and the spaces around it", () => {
    expect(comparableEmail("  Ann.Lee@Example.COM ")).toBe("ann.lee@example.com");
  });

  it("drops a +tag from the part before the @", () => {
    expect(comparableEmail("ann+shop@example.com")).toBe("ann@example.com");
    expect(comparableEmail("Ann+Shop+2@Example.com")).toBe("ann@example.com");
  });

  it("keeps a + in the domain and a local part that is only a tag", () => {
    expect(comparableEmail("ann@ex+ample.com")).toBe("ann@ex+ample.com");
    expect(comparableEmail("+tag@example.com")).toBe("+tag@example.com");
  });

  it("keeps what is not an address as it is, lower-cased", () => {
    expect(comparableEmail("Not An Address")).toBe("not an address");
  });

  it("gives one address for every variant the limit must count as one customer", () => {
    const variants = ["ann@example.com", "ANN@example.com", "ann+1@example.com", "Ann+promo@EXAMPLE.com"];
    expect(new Set(variants.map(comparableEmail))).toEqual(new Set(["ann@example.com"]));
  });
});
