import * as adminActivity from "@/app/api/admin/activity/route";
import * as adminActors from "@/app/api/admin/activity/actors/route";
import * as adminCategories from "@/app/api/admin/categories/route";
import * as adminCategory from "@/app/api/admin/categories/[internalName]/route";
import * as adminCategoryVariations from "@/app/api/admin/categories/[internalName]/variations/route";
import * as adminCurrencyRate from "@/app/api/admin/currency-rates/[currency]/route";
import * as adminCurrencyRates from "@/app/api/admin/currency-rates/route";
import * as adminCustomer from "@/app/api/admin/customers/[id]/route";
import * as adminCustomerSessions from "@/app/api/admin/customers/[id]/sessions/route";
import * as adminCustomers from "@/app/api/admin/customers/route";
import * as adminDiscount from "@/app/api/admin/discounts/[id]/route";
import * as adminDiscounts from "@/app/api/admin/discounts/route";
import * as adminInventory from "@/app/api/admin/inventory/route";
import * as adminInventoryExport from "@/app/api/admin/inventory/export/route";
import * as adminInventoryImport from "@/app/api/admin/inventory/import/route";
import * as adminItem from "@/app/api/admin/items/[id]/route";
import * as adminItemReactivate from "@/app/api/admin/items/[id]/reactivate/route";
import * as adminItemRetire from "@/app/api/admin/items/[id]/retire/route";
import * as adminItemStock from "@/app/api/admin/items/[id]/stock/route";
import * as adminJobRetry from "@/app/api/admin/jobs/[id]/retry/route";
import * as adminReconciliation from "@/app/api/admin/reconciliation/route";
import * as adminOrderCancel from "@/app/api/admin/orders/[id]/cancel/route";
import * as adminOrderDeliver from "@/app/api/admin/orders/[id]/deliver/route";
import * as adminOrderRefunds from "@/app/api/admin/orders/[id]/refunds/route";
import * as adminRefundRetry from "@/app/api/admin/orders/[id]/refunds/[refundId]/retry/route";
import * as adminOrderShip from "@/app/api/admin/orders/[id]/ship/route";
import * as adminOrdersExport from "@/app/api/admin/orders/export/route";
import * as adminOrdersShip from "@/app/api/admin/orders/ship/route";
import * as adminOrder from "@/app/api/admin/orders/[id]/route";
import * as adminOrders from "@/app/api/admin/orders/route";
import * as adminProductImages from "@/app/api/admin/product/[id]/images/route";
import * as adminProductItems from "@/app/api/admin/product/[id]/items/route";
import * as adminProductRestore from "@/app/api/admin/product/[id]/restore/route";
import * as adminProducts from "@/app/api/admin/product/route";
import * as adminSettings from "@/app/api/admin/settings/route";
import * as adminStaff from "@/app/api/admin/staff/route";
import * as adminStaffInvite from "@/app/api/admin/staff/invites/[id]/route";
import * as adminStaffInvites from "@/app/api/admin/staff/invites/route";
import * as adminShippingMethod from "@/app/api/admin/shipping-methods/[id]/route";
import * as adminShippingMethods from "@/app/api/admin/shipping-methods/route";
import * as adminTaxRate from "@/app/api/admin/tax-rates/[country]/route";
import * as adminTaxRates from "@/app/api/admin/tax-rates/route";
import * as adminVariationType from "@/app/api/admin/variations/[typeId]/route";
import * as adminVariationValue from "@/app/api/admin/variations/[typeId]/values/[valueId]/route";
import * as adminVariationValues from "@/app/api/admin/variations/[typeId]/values/route";
import * as cartLine from "@/app/api/cart/[id]/route";
import * as cartMerge from "@/app/api/cart/merge/route";
import * as cartPrices from "@/app/api/cart/prices/route";
import * as cartQuote from "@/app/api/cart/quote/route";
import * as cart from "@/app/api/cart/route";
import * as category from "@/app/api/category/[internalName]/route";
import * as categoryList from "@/app/api/category/route";
import * as health from "@/app/api/health/route";
import * as openApi from "@/app/api/openapi.json/route";
import * as location from "@/app/api/location/coordinates-to-country/route";
import * as metrics from "@/app/api/metrics/route";
import * as orderDetail from "@/app/api/orders/[id]/route";
import * as orders from "@/app/api/orders/route";
import * as orderStatus from "@/app/api/orderstatus/route";
import * as freeConfirm from "@/app/api/payments/free/confirm/route";
import * as testConfirm from "@/app/api/payments/test/confirm/route";
import * as related from "@/app/api/product/[id]/related/route";
import * as product from "@/app/api/product/[id]/route";
import * as featured from "@/app/api/product/featured/route";
import * as productList from "@/app/api/product/route";
import * as itemsByProduct from "@/app/api/productItem/[productId]/byProduct/route";
import * as itemByConfiguration from "@/app/api/productItem/[productId]/retrieveByConfigurations/route";
import * as shipping from "@/app/api/stripe/[id]/shipping/route";
import * as createIntent from "@/app/api/stripe/create-intent/route";
import * as userAddress from "@/app/api/user/[userName]/addresses/[id]/route";
import * as userAddresses from "@/app/api/user/[userName]/addresses/route";
import * as user from "@/app/api/user/[userName]/route";
import * as userList from "@/app/api/user/route";
import * as variation from "@/app/api/variation/route";
import * as accountCartReminders from "@/app/api/account/cart-reminders/route";
import * as accountCartRemindersUnsubscribe from "@/app/api/account/cart-reminders/unsubscribe/route";
import * as accountGuestOrders from "@/app/api/account/guest-orders/route";
import * as accountData from "@/app/api/account/data/route";
import * as accountDelete from "@/app/api/account/delete/route";
import * as accountDeleteConfirm from "@/app/api/account/delete/confirm/route";
import * as accountSession from "@/app/api/account/sessions/[id]/route";
import * as accountSessions from "@/app/api/account/sessions/route";
import * as accountPasskey from "@/app/api/account/passkeys/[id]/route";
import * as accountPasskeyOptions from "@/app/api/account/passkeys/options/route";
import * as accountPasskeys from "@/app/api/account/passkeys/route";
import * as accountRecoveryCodes from "@/app/api/account/two-step/recovery-codes/route";
import * as accountTwoStep from "@/app/api/account/two-step/route";
import * as accountTotp from "@/app/api/account/two-step/totp/route";
import * as accountTotpConfirm from "@/app/api/account/two-step/totp/confirm/route";
import * as passkeySignIn from "@/app/auth/passkey/route";
import * as passkeySignInOptions from "@/app/auth/passkey/options/route";
import * as secondStep from "@/app/auth/login/second-step/route";
import * as secondStepPasskey from "@/app/auth/login/second-step/passkey/route";
import * as emailChange from "@/app/auth/email-change/route";
import * as emailChangeCancel from "@/app/auth/email-change/cancel/route";
import * as emailChangeConfirm from "@/app/auth/email-change/confirm/route";
import * as forgotPassword from "@/app/auth/forgot-password/route";
import * as login from "@/app/auth/login/route";
import * as logout from "@/app/auth/logout/route";
import * as password from "@/app/auth/password/route";
import * as resetPassword from "@/app/auth/reset-password/route";
import * as returnToCart from "@/app/auth/return-to-cart/route";
import * as signup from "@/app/auth/signup/route";
import * as staffInvite from "@/app/auth/staff-invite/route";
import * as verifyEmail from "@/app/auth/verify-email/route";
import * as verifyEmailResend from "@/app/auth/verify-email/resend/route";
import { unsubscribeToken } from "@/lib/cart-reminders/links";

// Every route handler of /api and /auth with what a well-meaning client would send it, which the
// hostile-input properties then bend. next-auth's catch-all, the Stripe webhook and the admin's
// multipart product upload have files of their own (a request scope, Stripe's configuration, files).

const FUZZ_UUID = "00000000-0000-4000-8000-000000000000";
const FUZZ_CREDENTIAL = {
  id: "AAAA",
  rawId: "AAAA",
  type: "public-key",
  response: { clientDataJSON: "e30", authenticatorData: "AAAA", signature: "AAAA" },
  clientExtensionResults: {},
};

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
// Declared as a method so that handlers with their own params type ({ id: string }) fit: the
// generated params always carry the route's own segment names.
type Handler = {
  call(request: Request, context: { params: Promise<Record<string, string>> }): Promise<Response>;
}["call"];
type RouteModule = Partial<Record<Method, Handler>>;

/** The rows the routes' valid requests name: ids, names and references that exist. */
export type KnownRows = {
  productId: number;
  /** A product the admin's generated DELETE requests may take off sale. */
  spareProductId: number;
  productItemId: number;
  variationValueIds: number[];
  /** The type of variationValueIds[0] (Color), whose value items use. */
  variationTypeId: number;
  cartLineId: number;
  orderId: number;
  paymentIntentId: string;
  customerUsername: string;
  customerId: number;
  customerPassword: string;
  /** An address in the customer's address book. */
  addressId: number;
  /** A discount code an order has used, so a DELETE is always refused (409). */
  discountCodeId: number;
};

export type RouteCase = {
  /** The file-system path, e.g. /api/cart/[id]. */
  route: string;
  method: Method;
  handler: Handler;
  /** Each dynamic segment with a value that exists. */
  params?: Record<string, string>;
  /** Query keys the route reads, with valid values where a default would not do. */
  query?: { keys: string[]; valid?: Record<string, string> };
  /** A valid body, for routes that read one. */
  body?: Record<string, unknown>;
  /** The request bodies cost a password hash each: fewer runs. */
  slow?: boolean;
  /** Words the answer holds by design (the health check names its database driver for operators). */
  expectedWords?: string[];
};

const PRODUCT_QUERY = {
  keys: ["page", "pageSize", "priceMin", "priceMax", "sort", "colour", "categories", "search", "location"],
  valid: {
    page: "1",
    pageSize: "10",
    priceMin: "0",
    priceMax: "100",
    sort: "featured",
    colour: "red",
    categories: "clothing,tops",
    search: "tee",
    location: "AU",
  },
};

const SHIPPING = {
  name: "Sam Buyer",
  line1: "1 George Street",
  city: "Sydney",
  state: "NSW",
  postal_code: "2000",
  country: "AU",
};

/** One case per exported method of every route file; throws when a file exports a method the table lacks. */
export function routeCases(known: KnownRows): RouteCase[] {
  const id = String(known.productId);
  const table: [string, RouteModule, Omit<RouteCase, "route" | "method" | "handler">][] = [
    [
      "/api/admin/activity",
      adminActivity,
      {
        query: {
          keys: ["kind", "actor", "product", "page", "pageSize"],
          valid: { kind: "category", page: "1", pageSize: "25" },
        },
      },
    ],
    ["/api/admin/activity/actors", adminActors, {}],
    ["/api/admin/categories", adminCategories, { body: { name: "Hats", parent: "accessories" } }],
    // t-shirts has products, so a DELETE is always refused (409) and later requests still find it.
    [
      "/api/admin/categories/[internalName]",
      adminCategory,
      { params: { internalName: "t-shirts" }, body: { name: "Tees" } },
    ],
    [
      "/api/admin/categories/[internalName]/variations",
      adminCategoryVariations,
      { params: { internalName: "clothing" }, body: { name: "Material" } },
    ],
    [
      "/api/admin/variations/[typeId]",
      adminVariationType,
      { params: { typeId: String(known.variationTypeId) }, body: { name: "Colour" } },
    ],
    [
      "/api/admin/variations/[typeId]/values",
      adminVariationValues,
      { params: { typeId: String(known.variationTypeId) }, body: { value: "Teal" } },
    ],
    // Items use this value, so a DELETE is always refused (409).
    [
      "/api/admin/variations/[typeId]/values/[valueId]",
      adminVariationValue,
      {
        params: { typeId: String(known.variationTypeId), valueId: String(known.variationValueIds[0] ?? 0) },
        body: { value: "Crimson" },
      },
    ],
    [
      "/api/admin/customers",
      adminCustomers,
      {
        query: {
          keys: ["q", "role", "sort", "dir", "page", "pageSize"],
          valid: { q: "user", role: "customer", sort: "spent", dir: "asc", page: "1", pageSize: "10" },
        },
      },
    ],
    // The customer's own role again: a change that changes nothing, so the other cases keep their caller.
    [
      "/api/admin/customers/[id]",
      adminCustomer,
      {
        params: { id: String(known.customerId) },
        query: { keys: ["page"], valid: { page: "1" } },
        body: { role: "customer" },
      },
    ],
    // Signs the customer out everywhere: each later request gets a fresh token (currentTokens).
    ["/api/admin/customers/[id]/sessions", adminCustomerSessions, { params: { id: String(known.customerId) } }],
    ["/api/admin/staff", adminStaff, {}],
    ["/api/admin/staff/invites", adminStaffInvites, { body: { email: "fuzz-staff@example.com", role: "seller" } }],
    // No pending invitation has this id: a withdrawal answers 404 and changes nothing.
    ["/api/admin/staff/invites/[id]", adminStaffInvite, { params: { id: "999999" } }],
    [
      "/api/admin/discounts",
      adminDiscounts,
      {
        query: { keys: ["q", "page"], valid: { q: "fuzz", page: "1" } },
        body: { code: "FUZZ10", kind: "percent", value: 10, endsAt: "2030-01-01T00:00:00Z", categoryIds: [] },
      },
    ],
    // Its own switch again: a change that changes nothing, so later requests find it as it was.
    [
      "/api/admin/discounts/[id]",
      adminDiscount,
      { params: { id: String(known.discountCodeId) }, body: { active: true, usageLimit: 50 } },
    ],
    ["/api/admin/orders/[id]", adminOrder, { params: { id: String(known.orderId) } }],
    ["/api/admin/orders/[id]/cancel", adminOrderCancel, { params: { id: String(known.orderId) } }],
    [
      "/api/admin/orders/[id]/ship",
      adminOrderShip,
      { params: { id: String(known.orderId) }, body: { carrier: "DHL", trackingNumber: "JD014600003" } },
    ],
    ["/api/admin/orders/[id]/deliver", adminOrderDeliver, { params: { id: String(known.orderId) } }],
    ["/api/admin/orders/ship", adminOrdersShip, { body: { ids: [known.orderId], carrier: "DHL" } }],
    [
      "/api/admin/orders/export",
      adminOrdersExport,
      {
        query: {
          keys: ["status", "q", "from", "to"],
          valid: { status: "paid", q: "example.com", from: "2026-01-01", to: "2026-12-31" },
        },
      },
    ],
    [
      "/api/admin/orders/[id]/refunds",
      adminOrderRefunds,
      { params: { id: String(known.orderId) }, body: { amount: 1, restock: false } },
    ],
    // No refund exists in the hostile shop: the valid request is a 404, every bent one a 4xx too.
    [
      "/api/admin/orders/[id]/refunds/[refundId]/retry",
      adminRefundRetry,
      { params: { id: String(known.orderId), refundId: "1" } },
    ],
    // No job exists in the hostile shop: the valid request is a 404, every bent one a 4xx too.
    ["/api/admin/jobs/[id]/retry", adminJobRetry, { params: { id: "1" } }],
    // The hostile shop runs the built-in test provider: a valid range is a 409 (nothing to compare).
    ["/api/admin/reconciliation", adminReconciliation, { body: { from: "2026-01-01", to: "2026-01-31" } }],
    [
      "/api/admin/orders",
      adminOrders,
      {
        query: {
          keys: ["page", "pageSize", "status", "q", "from", "to"],
          valid: {
            page: "1",
            pageSize: "25",
            status: "pending",
            q: "1",
            from: "2026-01-01",
            to: "2026-12-31",
          },
        },
      },
    ],
    [
      "/api/admin/product",
      adminProducts,
      { query: { ...PRODUCT_QUERY, keys: [...PRODUCT_QUERY.keys, "archived"] } },
    ],
    [
      "/api/admin/product/[id]/items",
      adminProductItems,
      {
        params: { id },
        body: { sku: "FUZZ-ITEM-1", price: 9.5, stock: 1, variations: [known.variationValueIds[0]] },
      },
    ],
    [
      "/api/admin/items/[id]",
      adminItem,
      { params: { id: String(known.productItemId) }, body: { price: 24.5 } },
    ],
    // The retired item is put back on sale by the next case, so the routes after it still find it.
    ["/api/admin/items/[id]/retire", adminItemRetire, { params: { id: String(known.productItemId) } }],
    [
      "/api/admin/items/[id]/reactivate",
      adminItemReactivate,
      { params: { id: String(known.productItemId) } },
    ],
    // A listed product: restoring it is a 409 that changes nothing, whatever else is sent.
    ["/api/admin/product/[id]/restore", adminProductRestore, { params: { id } }],
    // Files come as multipart (tests/integration/admin-product-changes.test.ts); JSON is refused.
    ["/api/admin/product/[id]/images", adminProductImages, { params: { id }, body: {} }],
    // One body for both methods: POST reads the quantity, PUT the counted stock and the figure seen.
    [
      "/api/admin/items/[id]/stock",
      adminItemStock,
      { params: { id: String(known.productItemId) }, body: { quantity: 1, stock: 5, expected: 5 } },
    ],
    [
      "/api/admin/inventory",
      adminInventory,
      {
        query: {
          keys: ["search", "stock", "sort", "page", "pageSize", "archived"],
          valid: {
            search: "classic",
            stock: "low",
            sort: "stock_asc",
            page: "1",
            pageSize: "25",
            archived: "false",
          },
        },
      },
    ],
    ["/api/admin/inventory/export", adminInventoryExport, {}],
    // Its body is CSV: the generated JSON bodies are all refused (415), which is the point.
    [
      "/api/admin/inventory/import",
      adminInventoryImport,
      { query: { keys: ["dryRun"], valid: { dryRun: "1" } } },
    ],
    ["/api/admin/settings", adminSettings, { body: { lowStockThreshold: 5 } }],
    ["/api/admin/currency-rates", adminCurrencyRates, {}],
    // DELETE may run before or after PUT: no rate set is a 404, and either way the route answers.
    [
      "/api/admin/currency-rates/[currency]",
      adminCurrencyRate,
      { params: { currency: "AUD" }, body: { rate: 1.52 } },
    ],
    [
      "/api/admin/shipping-methods",
      adminShippingMethods,
      { body: { country: "AU", name: "Standard", price: 10, freeAbove: 100, active: true } },
    ],
    // The POST case makes the first method (until it has run, or after a DELETE, this id is a
    // 404). Only its name is changed: every answer then names what its own request sent, never a
    // name an earlier generated request stored.
    [
      "/api/admin/shipping-methods/[id]",
      adminShippingMethod,
      { params: { id: "1" }, body: { name: "Express" } },
    ],
    ["/api/admin/tax-rates", adminTaxRates, {}],
    [
      "/api/admin/tax-rates/[country]",
      adminTaxRate,
      { params: { country: "AU" }, body: { rate: 10, inclusive: true } },
    ],
    ["/api/cart/[id]", cartLine, { params: { id: String(known.cartLineId) }, body: { quantity: 2 } }],
    [
      "/api/cart/merge",
      cartMerge,
      { body: { lines: [{ productItemId: known.productItemId, quantity: 1 }] } },
    ],
    [
      "/api/cart/prices",
      cartPrices,
      { query: { keys: ["ids"], valid: { ids: String(known.productItemId) } } },
    ],
    [
      "/api/cart/quote",
      cartQuote,
      {
        body: {
          country: "AU",
          discountCode: "SAVE20",
          cart: [{ productItemId: known.productItemId, quantity: 1 }],
        },
      },
    ],
    ["/api/cart", cart, { body: { productItemId: known.productItemId, quantity: 1 } }],
    ["/api/category/[internalName]", category, { params: { internalName: "clothing" } }],
    ["/api/category", categoryList, { body: { name: "Caps", parent: "accessories" } }],
    ["/api/health", health, { expectedWords: ["postgres", "pglite"] }],
    ["/api/openapi.json", openApi, { expectedWords: ["postgres", "pglite"] }],
    ["/api/location/coordinates-to-country", location, { body: { latitude: -33.87, longitude: 151.21 } }],
    ["/api/metrics", metrics, {}],
    ["/api/orders", orders, {}],
    ["/api/orders/[id]", orderDetail, { params: { id: String(known.orderId) } }],
    ["/api/orderstatus", orderStatus, { query: { keys: ["pi"], valid: { pi: known.paymentIntentId } } }],
    [
      "/api/product/[id]/related",
      related,
      { params: { id }, query: { keys: ["location"], valid: { location: "AU" } } },
    ],
    [
      "/api/product/[id]",
      product,
      { params: { id }, body: { name: "Renamed", description: "Still a tee", price: 21.5, featured: true } },
    ],
    ["/api/product/featured", featured, { query: { keys: ["location"], valid: { location: "AU" } } }],
    [
      "/api/product",
      productList,
      {
        query: PRODUCT_QUERY,
        body: {
          name: "Fuzz Tee",
          description: "Made by the hostile-input test",
          featured: false,
          category: "t-shirts",
          price: 9.99,
          locations: ["AU"],
          product_items: [{ sku: "FUZZ-1", stock: 1, variations: known.variationValueIds }],
        },
      },
    ],
    ["/api/productItem/[productId]/byProduct", itemsByProduct, { params: { productId: id } }],
    [
      "/api/productItem/[productId]/retrieveByConfigurations",
      itemByConfiguration,
      { params: { productId: id }, body: { variantIds: known.variationValueIds } },
    ],
    // Checkout in its order: intent, shipping, then the (declined) test card.
    [
      "/api/stripe/create-intent",
      createIntent,
      {
        body: {
          amount: 1,
          currency: "aud",
          country: "au",
          cart: [{ product: { id: known.productId }, productItemId: known.productItemId, quantity: 1 }],
        },
      },
    ],
    [
      "/api/stripe/[id]/shipping",
      shipping,
      {
        params: { id: known.paymentIntentId },
        body: {
          name: "Sam Buyer",
          shipping: {
            name: "Sam Buyer",
            line1: "1 George Street",
            city: "Sydney",
            postal_code: "2000",
            country: "AU",
          },
        },
      },
    ],
    // The known order has a payment to make: the valid request is a 409, every bent one a 4xx too.
    ["/api/payments/free/confirm", freeConfirm, { body: { paymentIntentId: known.paymentIntentId } }],
    [
      "/api/payments/test/confirm",
      testConfirm,
      {
        body: {
          paymentIntentId: known.paymentIntentId,
          cardNumber: "4000 0000 0000 0002",
          expiry: "12/34",
          cvc: "123",
        },
      },
    ],
    [
      "/api/user/[userName]",
      user,
      {
        params: { userName: known.customerUsername },
        body: { firstName: "Sam", lastName: "Buyer", phone: "+61 400 000 000" },
      },
    ],
    [
      "/api/user/[userName]/addresses",
      userAddresses,
      { params: { userName: known.customerUsername }, body: SHIPPING },
    ],
    [
      "/api/user/[userName]/addresses/[id]",
      userAddress,
      {
        params: { userName: known.customerUsername, id: String(known.addressId) },
        body: { ...SHIPPING, isDefault: true },
      },
    ],
    ["/api/user", userList, {}],
    ["/api/variation", variation, { query: { keys: ["category"], valid: { category: "clothing" } } }],
    [
      "/auth/login",
      login,
      {
        body: { username: known.customerUsername, password: known.customerPassword, remember: false },
        slow: true,
      },
    ],
    ["/auth/logout", logout, {}],
    ["/api/account/guest-orders", accountGuestOrders, {}],
    // The export echoes everything the caller's earlier requests stored, injection strings included.
    ["/api/account/data", accountData, { expectedWords: ["SELECT "] }],
    // A wrong password (never the right one: the fuzzer must not mail links), and a link that cannot exist.
    ["/api/account/delete", accountDelete, { body: { currentPassword: "not-the-password-1" }, slow: true }],
    ["/api/account/delete/confirm", accountDeleteConfirm, { body: { token: "A".repeat(43) } }],
    ["/api/account/sessions", accountSessions, {}],
    // A session id that is nobody's: always 404 for a valid one.
    ["/api/account/sessions/[id]", accountSession, { params: { id: "00000000-0000-4000-8000-000000000000" } }],
    ["/api/account/cart-reminders", accountCartReminders, { body: { enabled: true } }],
    // The customer's own link: reminders off, again and again (the body is never read).
    [
      "/api/account/cart-reminders/unsubscribe",
      accountCartRemindersUnsubscribe,
      { query: { keys: ["token"], valid: { token: unsubscribeToken(known.customerId) } } },
    ],
    ["/auth/return-to-cart", returnToCart, {}],
    // Two-step sign-in and passkeys: well-formed answers that no ticket or challenge matches.
    [
      "/auth/login/second-step",
      secondStep,
      { body: { ticket: "A".repeat(43), method: "totp", code: "123456" } },
    ],
    ["/auth/login/second-step/passkey", secondStepPasskey, { body: { ticket: "A".repeat(43) } }],
    ["/auth/passkey/options", passkeySignInOptions, {}],
    ["/auth/passkey", passkeySignIn, { body: { challengeId: FUZZ_UUID, credential: FUZZ_CREDENTIAL } }],
    ["/api/account/two-step", accountTwoStep, {}],
    ["/api/account/two-step/totp", accountTotp, { body: { code: "123456" } }],
    ["/api/account/two-step/totp/confirm", accountTotpConfirm, { body: { code: "123456" } }],
    [
      "/api/account/two-step/recovery-codes",
      accountRecoveryCodes,
      { body: { password: known.customerPassword }, slow: true },
    ],
    ["/api/account/passkeys/options", accountPasskeyOptions, {}],
    [
      "/api/account/passkeys",
      accountPasskeys,
      { body: { challengeId: FUZZ_UUID, name: "Key", credential: FUZZ_CREDENTIAL } },
    ],
    ["/api/account/passkeys/[id]", accountPasskey, { params: { id: "1" }, body: { name: "Key" } }],
    [
      "/auth/email-change",
      emailChange,
      { body: { newEmail: "fuzzed-new@example.org", currentPassword: known.customerPassword }, slow: true },
    ],
    ["/auth/email-change/confirm", emailChangeConfirm, { body: { token: "A".repeat(43) } }],
    ["/auth/email-change/cancel", emailChangeCancel, { body: { token: "A".repeat(43) } }],
    ["/auth/forgot-password", forgotPassword, { body: { identifier: known.customerUsername } }],
    [
      "/auth/reset-password",
      resetPassword,
      { body: { token: "A".repeat(43), newPassword: "another-pass-1" }, slow: true },
    ],
    ["/auth/verify-email", verifyEmail, { body: { token: "A".repeat(43) } }],
    [
      "/auth/staff-invite",
      staffInvite,
      {
        body: { token: "A".repeat(43), username: "fuzzstaff", firstName: "F", lastName: "Z", password: "plum-orbit-ladder-42" },
        slow: true,
      },
    ],
    ["/auth/verify-email/resend", verifyEmailResend, {}],
    [
      "/auth/password",
      password,
      {
        body: { currentPassword: known.customerPassword, newPassword: "another-pass-1", remember: true },
        slow: true,
      },
    ],
    [
      "/auth/signup",
      signup,
      {
        body: {
          username: "fuzzer",
          email: "fuzzer@example.com",
          firstName: "F",
          lastName: "Z",
          phone: "+61 400 000 000",
          password: "plum-orbit-ladder-42",
          role: "admin",
        },
        slow: true,
      },
    ],
  ];
  const methods: Method[] = ["GET", "POST", "PUT", "PATCH", "DELETE"];
  return table.flatMap(([route, module, rest]) => {
    const unknown = Object.keys(module).filter(
      (name) => /^[A-Z]+$/.test(name) && !methods.includes(name as Method),
    );
    if (unknown.length > 0)
      throw new Error(`${route} exports ${unknown.join(", ")}, which the hostile-input table does not send`);
    return methods.flatMap((method) => {
      const handler = module[method];
      if (!handler) return [];
      // A GET cannot carry a body; a DELETE gets one it should ignore.
      const body = method === "GET" ? undefined : (rest.body ?? {});
      // A product taken off sale would turn every later request about it into a 404.
      const params =
        route === "/api/product/[id]" && method === "DELETE"
          ? { id: String(known.spareProductId) }
          : rest.params;
      return [{ route, method, handler, ...rest, params, body }];
    });
  });
}
