import "server-only";
import { and, asc, eq, inArray, or, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import {
  accountTokens,
  auditLog,
  cartLines,
  cartReminders,
  discountRedemptions,
  orderEvents,
  orderLines,
  orderRefunds,
  orders,
  productItems,
  products,
  shipments,
  userAddresses,
  userPasskeys,
  userRecoveryCodes,
  userSessions,
  userTotp,
  users,
} from "@/db/schema";
import { getDb } from "@/db/client";
import { NotFoundError } from "@/lib/errors";
import { ACCOUNT_EXPORT_FORMAT } from "./contract";

// "Download my data": everything the shop holds about a user, as one JSON document of named
// sections. Each section is one function reading one kind of row; a table added later that
// belongs to a user (sessions, passkeys, two-step sign-in) is one more line in SECTIONS.
// Columns are always listed (never `select()` of a whole row), so password and token hashes,
// secrets and payment client secrets cannot slip in; a test looks for them in the output.

type Section = (db: Db, userId: number) => Promise<unknown>;

async function profile(db: Db, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      emailVerifiedAt: users.emailVerifiedAt,
      firstName: users.firstName,
      lastName: users.lastName,
      phone: users.phone,
      role: users.role,
      createdAt: users.createdAt,
      updatedAt: users.updatedAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw new NotFoundError("The account no longer exists");
  return row;
}

function addresses(db: Db, userId: number) {
  return db
    .select({
      id: userAddresses.id,
      name: userAddresses.name,
      line1: userAddresses.line1,
      line2: userAddresses.line2,
      city: userAddresses.city,
      state: userAddresses.state,
      postalCode: userAddresses.postalCode,
      country: userAddresses.country,
      phone: userAddresses.phone,
      isDefault: userAddresses.isDefault,
      createdAt: userAddresses.createdAt,
    })
    .from(userAddresses)
    .where(eq(userAddresses.userId, userId))
    .orderBy(asc(userAddresses.id));
}

/** Orders with their lines, shipping address, parcels, refunds and the timeline the shopper sees. */
async function orderHistory(db: Db, userId: number) {
  const rows = await db
    .select({
      id: orders.id,
      createdAt: orders.createdAt,
      paymentStatus: orders.paymentStatus,
      fulfilmentStatus: orders.fulfilmentStatus,
      currency: orders.currency,
      country: orders.country,
      amountMinor: orders.amountMinor,
      itemsAmountMinor: orders.itemsAmountMinor,
      discountCode: orders.discountCode,
      discountAmountMinor: orders.discountAmountMinor,
      shippingMethodName: orders.shippingMethodName,
      shippingAmountMinor: orders.shippingAmountMinor,
      taxRate: orders.taxRate,
      taxInclusive: orders.taxInclusive,
      taxAmountMinor: orders.taxAmountMinor,
      refundedAmountMinor: orders.refundedAmountMinor,
      customerName: orders.customerName,
      customerEmail: orders.customerEmail,
      shippingAddress: orders.shipping,
      paidAt: orders.paidAt,
      shippedAt: orders.shippedAt,
      deliveredAt: orders.deliveredAt,
      cancelledAt: orders.cancelledAt,
      carrier: orders.carrier,
      trackingNumber: orders.trackingNumber,
    })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(asc(orders.id));
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [lines, parcels, refunds, events] = await Promise.all([
    db
      .select({
        orderId: orderLines.orderId,
        productName: orderLines.productName,
        sku: orderLines.sku,
        unitPriceMinor: orderLines.unitPriceMinor,
        quantity: orderLines.quantity,
        discountMinor: orderLines.discountMinor,
        refundedQuantity: orderLines.refundedQuantity,
        shippedQuantity: orderLines.shippedQuantity,
      })
      .from(orderLines)
      .where(inArray(orderLines.orderId, ids))
      .orderBy(asc(orderLines.id)),
    db
      .select({ orderId: shipments.orderId, carrier: shipments.carrier, trackingNumber: shipments.trackingNumber, shippedAt: shipments.shippedAt })
      .from(shipments)
      .where(inArray(shipments.orderId, ids))
      .orderBy(asc(shipments.id)),
    db
      .select({ orderId: orderRefunds.orderId, amountMinor: orderRefunds.amountMinor, state: orderRefunds.state, createdAt: orderRefunds.createdAt, settledAt: orderRefunds.settledAt })
      .from(orderRefunds)
      .where(inArray(orderRefunds.orderId, ids))
      .orderBy(asc(orderRefunds.id)),
    // The timeline as the shopper's order page shows it (the owner-only data stays out).
    db
      .select({ orderId: orderEvents.orderId, at: orderEvents.at, type: orderEvents.type, summary: orderEvents.summary })
      .from(orderEvents)
      .where(and(inArray(orderEvents.orderId, ids), eq(orderEvents.public, true)))
      .orderBy(asc(orderEvents.id)),
  ]);
  const of = <T extends { orderId: number }>(list: T[], id: number) =>
    list.filter((row) => row.orderId === id).map(({ orderId: _orderId, ...rest }) => rest);
  return rows.map((order) => ({
    ...order,
    lines: of(lines, order.id),
    shipments: of(parcels, order.id),
    refunds: of(refunds, order.id),
    timeline: of(events, order.id),
  }));
}

function cart(db: Db, userId: number) {
  return db
    .select({ product: products.name, sku: productItems.sku, quantity: cartLines.quantity, addedAt: cartLines.createdAt })
    .from(cartLines)
    .innerJoin(productItems, eq(productItems.id, cartLines.productItemId))
    .innerJoin(products, eq(products.id, productItems.productId))
    .where(eq(cartLines.userId, userId))
    .orderBy(asc(cartLines.id));
}

async function preferences(db: Db, userId: number) {
  const [row] = await db
    .select({ cartRemindersOff: users.cartRemindersOff, cartChangedAt: users.cartChangedAt })
    .from(users)
    .where(eq(users.id, userId));
  const remindersSent = await db
    .select({ sentAt: cartReminders.sentAt, forCartChangedAt: cartReminders.cartChangedAt })
    .from(cartReminders)
    .where(eq(cartReminders.userId, userId))
    .orderBy(asc(cartReminders.id));
  return { cartReminders: !row?.cartRemindersOff, cartChangedAt: row?.cartChangedAt ?? null, cartRemindersSent: remindersSent };
}

/** Links mailed to the user (resets, confirmations): when and what for; never the token or its hash. */
function mailedLinks(db: Db, userId: number) {
  return db
    .select({
      purpose: accountTokens.purpose,
      newEmail: accountTokens.newEmail,
      createdAt: accountTokens.createdAt,
      expiresAt: accountTokens.expiresAt,
      usedAt: accountTokens.usedAt,
    })
    .from(accountTokens)
    .where(eq(accountTokens.userId, userId))
    .orderBy(asc(accountTokens.id));
}

function discountUses(db: Db, userId: number) {
  return db
    .select({ orderId: discountRedemptions.orderId, email: discountRedemptions.email, at: discountRedemptions.createdAt })
    .from(discountRedemptions)
    .where(eq(discountRedemptions.userId, userId))
    .orderBy(asc(discountRedemptions.id));
}

/** The audit trail's entries about the user (the shop's changes to the account) and by them (staff). */
function auditEntries(db: Db, userId: number) {
  return db
    .select({
      at: auditLog.at,
      actorId: auditLog.actorId,
      actorName: auditLog.actorName,
      kind: auditLog.kind,
      action: auditLog.action,
      subjectId: auditLog.subjectId,
      summary: auditLog.summary,
      before: auditLog.before,
      after: auditLog.after,
    })
    .from(auditLog)
    .where(or(and(eq(auditLog.kind, "customer"), eq(auditLog.subjectId, sql`${String(userId)}`)), eq(auditLog.actorId, userId)))
    .orderBy(asc(auditLog.id));
}

/** The sections of the export, in order. Add a line here for each new table that belongs to a user. */
/** Every sign-in the shop recorded: the device's browser, the country it was told, when. */
function signIns(db: Db, userId: number) {
  return db
    .select({
      createdAt: userSessions.createdAt,
      lastSeenAt: userSessions.lastSeenAt,
      userAgent: userSessions.userAgent,
      country: userSessions.country,
      endedAt: userSessions.endedAt,
    })
    .from(userSessions)
    .where(eq(userSessions.userId, userId))
    .orderBy(asc(userSessions.createdAt));
}

/** Two-step sign-in as set up: whether an app is on, how many recovery codes are left, the passkeys' names (never a secret or key). */
async function twoStepSignIn(db: Db, userId: number) {
  const [app] = await db
    .select({ enabledAt: userTotp.enabledAt, createdAt: userTotp.createdAt })
    .from(userTotp)
    .where(eq(userTotp.userId, userId));
  const codes = await db
    .select({ usedAt: userRecoveryCodes.usedAt })
    .from(userRecoveryCodes)
    .where(eq(userRecoveryCodes.userId, userId));
  const passkeys = await db
    .select({ name: userPasskeys.name, createdAt: userPasskeys.createdAt, lastUsedAt: userPasskeys.lastUsedAt })
    .from(userPasskeys)
    .where(eq(userPasskeys.userId, userId))
    .orderBy(asc(userPasskeys.id));
  return {
    authenticatorApp: app?.enabledAt ? { enabledAt: app.enabledAt } : null,
    recoveryCodesLeft: codes.filter((code) => !code.usedAt).length,
    passkeys,
  };
}

export const SECTIONS: Record<string, Section> = {
  profile,
  addresses,
  orders: orderHistory,
  cart,
  preferences,
  mailedLinks,
  discountUses,
  auditEntries,
  signIns,
  twoStepSignIn,
};

export type AccountExport = { format: number; exportedAt: string } & Record<string, unknown>;

/** Everything the shop holds about the user, section by section (in one transaction). */
export async function exportAccountData(userId: number): Promise<AccountExport> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const result: AccountExport = { format: ACCOUNT_EXPORT_FORMAT, exportedAt: new Date().toISOString() };
    for (const [name, read] of Object.entries(SECTIONS)) result[name] = await read(tx, userId);
    return result;
  });
}
