/** @jest-environment node */
import { fulfilmentStatusEnum, paymentStatusEnum, roleEnum, type StoredShippingAddress } from "@/db/schema";
import type { ShippingAddress } from "@/lib/orders/contract/schemas";
import { FULFILMENT_STATUSES, PAYMENT_STATUSES } from "@/lib/orders/contract/statuses";
import { ROLES } from "@/lib/users/types";

// db/ imports nothing of the app, so its enums and column types repeat what the contracts in
// lib/ define. These checks fail (at run time, and in `npm run typecheck`) when the two drift.

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

const statusTypesAgree: Same<(typeof paymentStatusEnum.enumValues)[number], (typeof PAYMENT_STATUSES)[number]> =
  true;
const fulfilmentTypesAgree: Same<(typeof fulfilmentStatusEnum.enumValues)[number], (typeof FULFILMENT_STATUSES)[number]> =
  true;
const roleTypesAgree: Same<(typeof roleEnum.enumValues)[number], (typeof ROLES)[number]> = true;
const addressFieldsAgree: Same<keyof ShippingAddress, keyof StoredShippingAddress> = true;
const addressFitsColumn: ShippingAddress extends StoredShippingAddress ? true : false = true;

describe("the database schema and the contracts", () => {
  it("list the same payment and fulfilment statuses in the same order", () => {
    expect(paymentStatusEnum.enumValues).toEqual([...PAYMENT_STATUSES]);
    expect(fulfilmentStatusEnum.enumValues).toEqual([...FULFILMENT_STATUSES]);
    expect(statusTypesAgree).toBe(true);
    expect(fulfilmentTypesAgree).toBe(true);
  });

  it("list the same roles in the same order", () => {
    expect(roleEnum.enumValues).toEqual([...ROLES]);
    expect(roleTypesAgree).toBe(true);
  });

  it("store every shipping address the checkout accepts, field for field", () => {
    expect(addressFieldsAgree).toBe(true);
    expect(addressFitsColumn).toBe(true);
  });
});
