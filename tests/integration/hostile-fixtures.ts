import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { cartLines, discountCodes, productItems, userAddresses, variationValues } from "@/db/schema";
import { createUser, tokenFor, type TestUser } from "./account-fixtures";
import { seedCatalog } from "./catalog-fixtures";
import type { KnownRows } from "./hostile-routes";
import { intentFor, orderOf, putInCart } from "./payments-fixtures";

// The shop the hostile-input properties run against: the test catalogue, a customer with a cart
// line and a pending order, an admin, and a discount code an order has used.

export type Caller = "anonymous" | "customer" | "admin";
export const CALLERS: readonly Caller[] = ["anonymous", "customer", "admin"];

export type HostileShop = { known: KnownRows; customer: TestUser; admin: TestUser };

export async function hostileShop(): Promise<HostileShop> {
  const { productIds, valueIds } = await seedCatalog();
  const [customer, admin] = await Promise.all([createUser(), createUser({ role: "admin" })]);
  const db = await getDb();
  const productId = productIds.zipHoodie;
  const [item] = await db
    .select({ id: productItems.id })
    .from(productItems)
    .where(eq(productItems.productId, productId));
  await putInCart(customer.id, item.id, 1);
  const [line] = await db
    .select({ id: cartLines.id })
    .from(cartLines)
    .where(eq(cartLines.userId, customer.id));
  const [red] = await db
    .select({ typeId: variationValues.variationTypeId })
    .from(variationValues)
    .where(eq(variationValues.id, valueIds["Color:Red"]));
  const intent = await intentFor(await tokenFor(customer));
  const order = await orderOf(intent.paymentIntentId);
  const [address] = await db
    .insert(userAddresses)
    .values({
      userId: customer.id,
      name: "Sam Buyer",
      line1: "1 George Street",
      city: "Sydney",
      state: "NSW",
      postalCode: "2000",
      country: "AU",
      isDefault: true,
    })
    .returning({ id: userAddresses.id });
  const [discount] = await db
    .insert(discountCodes)
    .values({ code: "HOSTILE10", kind: "percent", percentOff: 10, usageLimit: 50, usedCount: 1 })
    .returning({ id: discountCodes.id });
  return {
    customer,
    admin,
    known: {
      productId,
      spareProductId: productIds.beanie,
      productItemId: item.id,
      variationValueIds: [valueIds["Color:Red"], valueIds["Size:L"]],
      variationTypeId: red.typeId,
      cartLineId: line.id,
      orderId: order.id,
      paymentIntentId: intent.paymentIntentId,
      customerUsername: customer.username,
      customerId: customer.id,
      customerPassword: customer.password,
      addressId: address.id,
      discountCodeId: discount.id,
    },
  };
}

/**
 * Each caller's bearer token as of now: a logout or password change among the generated
 * requests ends the earlier ones, and the next request should still come from that user.
 */
export async function currentTokens(shop: HostileShop): Promise<Record<Caller, string | undefined>> {
  const [customer, admin] = await Promise.all([tokenFor(shop.customer), tokenFor(shop.admin)]);
  return { anonymous: undefined, customer, admin };
}
