import { knownCarrier, trackingLink } from "@/lib/orders/after-sale/carriers";

describe("carriers", () => {
  it("links known carriers by any usual spelling, and encodes the number", () => {
    expect(trackingLink("Australia Post", "AB 1")).toBe("https://auspost.com.au/mypost/track/details/AB%201");
    expect(trackingLink("  AUSPOST ", "AB1")).toBe("https://auspost.com.au/mypost/track/details/AB1");
    expect(trackingLink("fedex", "7")).toBe("https://www.fedex.com/fedextrack/?trknbr=7");
    expect(knownCarrier("ups")?.name).toBe("UPS");
  });

  it("gives no link for an unknown carrier or without a number", () => {
    expect(trackingLink("Bob's Couriers", "1")).toBeNull();
    expect(trackingLink("DHL", "  ")).toBeNull();
    expect(trackingLink(null, "1")).toBeNull();
  });
});
