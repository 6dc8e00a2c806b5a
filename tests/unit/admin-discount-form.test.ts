import {
  discountRequestOf,
  EMPTY_DISCOUNT_FORM,
  formValuesOf,
  localDateTimeText,
  type DiscountFormValues,
} from "@/components/admin/discounts/discount-form";
import type { DiscountResponse } from "@/lib/discounts/contract";

// The discount form's text as the request it sends, and each problem as the owner reads it:
// named by the field's label, with the field to point at.

const form = (fields: Partial<DiscountFormValues>): DiscountFormValues => ({
  ...EMPTY_DISCOUNT_FORM,
  code: "SAVE20",
  value: "20",
  ...fields,
});

describe("discountRequestOf", () => {
  it("sends a 20 % code with nothing else set as unlimited, always on, for every product", () => {
    expect(discountRequestOf(form({}))).toEqual({
      body: {
        code: "SAVE20",
        kind: "percent",
        value: 20,
        startsAt: null,
        endsAt: null,
        usageLimit: null,
        perCustomerLimit: null,
        minSubtotal: null,
        categoryIds: [],
        active: true,
      },
    });
  });

  it("sends a fixed amount, limits, a minimum and the dates as instants", () => {
    const request = discountRequestOf(
      form({
        kind: "fixed",
        value: "5.50",
        usageLimit: "100",
        perCustomerLimit: " 1 ",
        minSubtotal: "49.99",
        startsAt: "2026-07-01T09:00",
        endsAt: "2026-07-31T18:30",
        categoryIds: [3, 7],
        active: false,
      }),
    );
    expect(request).toEqual({
      body: expect.objectContaining({
        kind: "fixed",
        value: 5.5,
        usageLimit: 100,
        perCustomerLimit: 1,
        minSubtotal: 49.99,
        startsAt: new Date("2026-07-01T09:00").toISOString(),
        endsAt: new Date("2026-07-31T18:30").toISOString(),
        categoryIds: [3, 7],
        active: false,
      }),
    });
  });

  it.each([
    [{ code: "" }, "code", "Code: is required"],
    [{ code: "SAVE 20" }, "code", "Code: may use only letters, digits, '-' and '_'"],
    [{ value: "" }, "value", "Percent off: is required"],
    [{ value: "150" }, "value", "Percent off: a percentage must be a whole number from 1 to 100"],
    [{ value: "twenty" }, "value", "Percent off: must be a number"],
    [{ kind: "fixed" as const, value: "0" }, "value", "Amount off: an amount off must be more than 0"],
    [{ kind: "fixed" as const, value: "1.999" }, "value", "Amount off: an amount off must have at most 2 decimals"],
    [{ startsAt: "2026-07-02T00:00", endsAt: "2026-07-01T00:00" }, "endsAt", "Ends: must be after the start"],
    [{ usageLimit: "0" }, "usageLimit", "Total uses: must be at least 1"],
    [{ perCustomerLimit: "1.5" }, "perCustomerLimit", "Uses per customer: must be a whole number"],
    [{ minSubtotal: "-5" }, "minSubtotal", "Minimum subtotal: must be 0 or more"],
  ])("names the problem of %j", (fields, field, message) => {
    expect(discountRequestOf(form(fields))).toEqual({ problem: { field, message } });
  });
});

describe("formValuesOf", () => {
  it("shows a saved code's values as the form's text, and clears nothing it had", () => {
    const saved: DiscountResponse = {
      id: 4,
      code: "FIVE",
      kind: "fixed",
      value: 5,
      currency: "USD",
      startsAt: "2026-07-01T00:00:00.000Z",
      endsAt: null,
      usageLimit: 10,
      perCustomerLimit: null,
      minSubtotal: 20,
      categoryIds: [2],
      categories: [{ id: 2, name: "Sale" }],
      active: true,
      usedCount: 3,
      state: "Active",
      createdAt: "2026-06-01T00:00:00.000Z",
      updatedAt: "2026-06-01T00:00:00.000Z",
    };
    const values = formValuesOf(saved);
    expect(values).toEqual({
      code: "FIVE",
      kind: "fixed",
      value: "5.00",
      startsAt: localDateTimeText("2026-07-01T00:00:00.000Z"),
      endsAt: "",
      usageLimit: "10",
      perCustomerLimit: "",
      minSubtotal: "20.00",
      categoryIds: [2],
      active: true,
    });
    // Sent back unchanged, the form asks for exactly what is saved.
    expect(discountRequestOf(values)).toEqual({
      body: expect.objectContaining({ value: 5, startsAt: "2026-07-01T00:00:00.000Z", usageLimit: 10, minSubtotal: 20 }),
    });
  });
});
