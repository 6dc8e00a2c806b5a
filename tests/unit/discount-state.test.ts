import { discountState, type DiscountStateInput } from "@/lib/discounts/state";

// The state the owner's list shows for a code, at a fixed moment.

const now = new Date("2026-07-01T12:00:00Z");
const code = (fields: Partial<DiscountStateInput> = {}): DiscountStateInput => ({
  active: true,
  startsAt: null,
  endsAt: null,
  usageLimit: null,
  usedCount: 0,
  ...fields,
});

describe("discountState", () => {
  it("is Active when switched on, without dates or limits", () => {
    expect(discountState(code(), now)).toBe("Active");
  });

  it("is Active from its start, up to (not at) its end", () => {
    expect(discountState(code({ startsAt: now, endsAt: new Date("2026-07-01T12:00:01Z") }), now)).toBe("Active");
    expect(discountState(code({ endsAt: now }), now)).toBe("Expired");
  });

  it("is Scheduled before its start and Expired after its end", () => {
    expect(discountState(code({ startsAt: new Date("2026-07-02T00:00:00Z") }), now)).toBe("Scheduled");
    expect(discountState(code({ endsAt: new Date("2026-06-30T00:00:00Z") }), now)).toBe("Expired");
  });

  it("is Used up once its uses reach the limit, and not before", () => {
    expect(discountState(code({ usageLimit: 3, usedCount: 2 }), now)).toBe("Active");
    expect(discountState(code({ usageLimit: 3, usedCount: 3 }), now)).toBe("Used up");
  });

  it("puts the owner's switch first, then what cannot change back by itself", () => {
    const everything = code({
      active: false,
      startsAt: new Date("2026-06-01T00:00:00Z"),
      endsAt: new Date("2026-06-30T00:00:00Z"),
      usageLimit: 1,
      usedCount: 1,
    });
    expect(discountState(everything, now)).toBe("Inactive");
    expect(discountState({ ...everything, active: true }, now)).toBe("Expired");
    expect(discountState({ ...everything, active: true, endsAt: null }, now)).toBe("Used up");
    expect(
      discountState(code({ startsAt: new Date("2026-08-01T00:00:00Z"), usageLimit: 1, usedCount: 1 }), now),
    ).toBe("Used up");
  });
});
