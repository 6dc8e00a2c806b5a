import "server-only";
import { z } from "zod";
import { guestOrdersSchema, attachedSchema } from "@/lib/accounts/contract";
import { orderFilterQuery, orderListQuery } from "@/lib/admin/orders";
import { adminOrderDetailResponseSchema, adminOrderPageSchema } from "@/lib/admin/orders-contract";
import { auditPageSchema, auditQuerySchema } from "@/lib/audit/contract";
import { cartReminderPreferenceSchema, unsubscribeQuerySchema } from "@/lib/cart-reminders/contract";
import {
  cartLineInputSchema,
  cartLineSchema,
  itemIdsQuerySchema,
  mergeCartSchema,
  productItemSchema,
  updateCartLineSchema,
} from "@/lib/cart/schemas";
import {
  adminProductQuerySchema,
  createCategorySchema,
  updateProductSchema,
} from "@/lib/catalog/contract/admin";
import {
  adminCategoryTreeSchema,
  categoryVariationsSchema,
  createVariationTypeSchema,
  renameVariationTypeSchema,
  updateCategorySchema,
  variationTypeParams,
  variationValueParams,
  variationValueSchema,
} from "@/lib/catalog/contract/categories";
import { inventoryPageSchema, inventoryQuerySchema } from "@/lib/catalog/contract/inventory";
import { importQuerySchema } from "@/lib/catalog/contract/inventory-csv";
import {
  adminItemChangeSchema,
  createItemSchema,
  productItemsParams,
  updateItemSchema,
} from "@/lib/catalog/contract/items";
import {
  adminProductPageSchema,
  categoryResponseSchema,
  categoryTreeSchema,
  productPageSchema,
  productResponseSchema,
} from "@/lib/catalog/contract/response-schemas";
import {
  itemIdParams,
  receiveStockSchema,
  setStockSchema,
  stockResponseSchema,
} from "@/lib/catalog/contract/stock";
import {
  categoryParams,
  configurationBody,
  locationQuery,
  productIdParams,
  productItemParams,
  productQuerySchema,
  variationQuery,
} from "@/lib/catalog/contract/storefront";
import {
  exchangeRateEntrySchema,
  exchangeRateListSchema,
  rateCurrencyParams,
  setExchangeRateSchema,
} from "@/lib/currency-rates/contract";
import {
  customerDetailResponseSchema,
  customerListQuery,
  customerOrdersQuery,
  customerPageSchema,
  customerResponseSchema,
  roleChangeSchema,
} from "@/lib/customers/contract";
import {
  discountCreateSchema,
  discountListQuery,
  discountPageSchema,
  discountParams,
  discountPatchSchema,
  discountResponseSchema,
} from "@/lib/discounts/contract";
import { idParam } from "@/lib/http/parse";
import { coordinatesSchema } from "@/lib/location/country-from-coordinates";
import { bulkShipRequestSchema, shipRequestSchema } from "@/lib/orders/fulfilment-contract";
import { guestOrderLinkSchema } from "@/lib/orders/guest-link-contract";
import { refundRequestSchema, refundViewSchema } from "@/lib/orders/refund-contract";
import {
  checkoutIntentSchema,
  orderStatusAnswerSchema,
  orderSummaryListSchema,
  testPaymentResultSchema,
} from "@/lib/orders/responses";
import {
  createIntentSchema,
  orderStatusQuerySchema,
  shippingParamsSchema,
  shippingSchema,
  testConfirmSchema,
} from "@/lib/orders/schemas";
import { quoteRequestSchema, quoteSchema } from "@/lib/pricing/contract";
import { shopSettingsPatchSchema, shopSettingsSchema } from "@/lib/settings/contract";
import {
  createShippingMethodSchema,
  shippingMethodListSchema,
  shippingMethodParams,
  shippingMethodSchema,
  updateShippingMethodSchema,
} from "@/lib/shipping/contract";
import { setTaxRateSchema, taxRateListSchema, taxRateParams, taxRateSchema } from "@/lib/tax/contract";
import {
  profileSchema,
  profileUpdateSchema,
  savedAddressInputSchema,
  savedAddressListSchema,
  savedAddressSchema,
} from "@/lib/users/contract";

// Every operation of /api, described once: the document (./document.ts) and the admin's reference
// page are built from this list, and tests/integration/openapi.test.ts fails when a route file
// under app/api exports a method this list lacks. Requests use the very schemas the handlers
// parse with; answers use the contracts' response schemas where they exist. An answer without one
// is documented as "any JSON" with a sentence saying what it holds (`schema` absent).

export const HTTP_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/** Who may call: anyone, a signed-in user (session cookie or bearer token), an admin. */
export type Auth = "public" | "signed-in" | "admin";

type ObjectSchema = z.ZodObject<z.ZodRawShape>;

export type RequestBody =
  | { contentType: "application/json"; schema: z.ZodType }
  /** Uploads and CSV: described in words; the handlers check them with their own readers. */
  | {
      contentType: "multipart/form-data" | "text/csv" | "application/x-www-form-urlencoded";
      description: string;
    };

export type Answer = {
  status: 200 | 201 | 202 | 204 | 303;
  description: string;
  /** The documented schema of a JSON answer; absent where the contracts have none yet. */
  schema?: z.ZodType;
  /** JSON unless said otherwise (CSV downloads). */
  contentType?: "application/json" | "text/csv";
};

export type Operation = {
  method: HttpMethod;
  /** OpenAPI form: /api/product/{id}. */
  path: string;
  area: string;
  summary: string;
  auth: Auth;
  params?: ObjectSchema;
  query?: ObjectSchema;
  body?: RequestBody;
  response: Answer;
  /** Answers besides 400 (bad input) and the auth's 401/403, each with a { detail } body. */
  errors?: (404 | 409 | 413 | 429 | 503)[];
};

const json = (schema: z.ZodType): RequestBody => ({ contentType: "application/json", schema });
const ok = (description: string, schema?: z.ZodType): Answer => ({ status: 200, description, schema });
const created = (description: string, schema?: z.ZodType): Answer => ({ status: 201, description, schema });
const noContent = (description = "Done; no body."): Answer => ({ status: 204, description });
const csv = (description: string): Answer => ({ status: 200, description, contentType: "text/csv" });

// Path parameters some route files declare inline (not exported): the same rules, restated.
const idParams = z.object({ id: idParam });
const userNameParams = z.object({ userName: z.string().trim().min(1).max(100) });
const addressParams = userNameParams.extend({ id: idParam });

/** The one answer of every item write (create, change, retire, reactivate). */
const ITEM_CHANGE =
  "The item after the change, and its product's price (the lowest of its items on sale); prices in major units.";

const adminCategoryRef = z.object({
  name: z.string(),
  internalName: z.string(),
  parentCategory: z.string().nullable(),
});

export const OPERATIONS: Operation[] = [
  // Catalogue (storefront)
  {
    method: "GET",
    path: "/api/product",
    area: "Catalogue",
    summary: "One page of products on sale, filtered, searched and sorted.",
    auth: "public",
    query: productQuerySchema,
    response: ok("A page of products.", productPageSchema),
  },
  {
    method: "POST",
    path: "/api/product",
    area: "Catalogue",
    summary: "Creates a product with its items, images and locations.",
    auth: "admin",
    body: {
      contentType: "multipart/form-data",
      description: "`product`: the product as JSON (createProductSchema), `images`: up to four image files.",
    },
    response: created("The product.", productResponseSchema),
    errors: [409, 413],
  },
  {
    method: "GET",
    path: "/api/product/{id}",
    area: "Catalogue",
    summary: "One product on sale.",
    auth: "public",
    params: productIdParams,
    response: ok("The product.", productResponseSchema),
    errors: [404],
  },
  {
    method: "PUT",
    path: "/api/product/{id}",
    area: "Catalogue",
    summary: "Changes a product's fields.",
    auth: "admin",
    params: productIdParams,
    body: json(updateProductSchema),
    response: ok("The product.", productResponseSchema),
    errors: [404, 409],
  },
  {
    method: "DELETE",
    path: "/api/product/{id}",
    area: "Catalogue",
    summary: "Takes the product off sale (archived).",
    auth: "admin",
    params: productIdParams,
    response: noContent(),
    errors: [404],
  },
  {
    method: "GET",
    path: "/api/product/{id}/related",
    area: "Catalogue",
    summary: "Products related to this one.",
    auth: "public",
    params: productIdParams,
    query: locationQuery,
    response: ok("Related products.", z.array(productResponseSchema)),
    errors: [404],
  },
  {
    method: "GET",
    path: "/api/product/featured",
    area: "Catalogue",
    summary: "The featured products.",
    auth: "public",
    query: locationQuery,
    response: ok("Featured products.", z.array(productResponseSchema)),
  },
  {
    method: "GET",
    path: "/api/productItem/{productId}/byProduct",
    area: "Catalogue",
    summary: "The items (variants) of a product on sale.",
    auth: "public",
    params: productItemParams,
    response: ok("The product's items.", z.array(productItemSchema)),
    errors: [404],
  },
  {
    method: "POST",
    path: "/api/productItem/{productId}/retrieveByConfigurations",
    area: "Catalogue",
    summary: "The item of a product with exactly these variation values.",
    auth: "public",
    params: productItemParams,
    body: json(configurationBody),
    response: ok("The matching item.", productItemSchema),
    errors: [404],
  },
  {
    method: "GET",
    path: "/api/category",
    area: "Catalogue",
    summary: "The category tree.",
    auth: "public",
    response: ok(
      "The top-level categories, each with its subcategories (`children`, same shape).",
      categoryTreeSchema,
    ),
  },
  {
    method: "POST",
    path: "/api/category",
    area: "Catalogue",
    summary: "Creates a category.",
    auth: "admin",
    body: json(createCategorySchema),
    response: created("The category.", adminCategoryRef),
    errors: [404, 409],
  },
  {
    method: "GET",
    path: "/api/category/{internalName}",
    area: "Catalogue",
    summary: "One category with its subcategories and breadcrumb.",
    auth: "public",
    params: categoryParams,
    response: ok(
      "The category, with its subcategories and its breadcrumb (root first).",
      categoryResponseSchema,
    ),
    errors: [404],
  },
  {
    method: "GET",
    path: "/api/variation",
    area: "Catalogue",
    summary: "The variation types (Size, Color) a category's products use.",
    auth: "public",
    query: variationQuery,
    response: ok("A list of `{ name, variant_values: [{ id, value }] }`."),
    errors: [404],
  },

  // Cart and pricing
  {
    method: "GET",
    path: "/api/cart",
    area: "Cart",
    summary: "The signed-in user's cart lines.",
    auth: "signed-in",
    response: ok("The lines.", z.array(cartLineSchema)),
  },
  {
    method: "POST",
    path: "/api/cart",
    area: "Cart",
    summary: "Adds an item (to its line when there is one).",
    auth: "signed-in",
    body: json(cartLineInputSchema),
    response: ok("The line.", cartLineSchema),
    errors: [404, 409],
  },
  {
    method: "PUT",
    path: "/api/cart/{id}",
    area: "Cart",
    summary: "Sets a line's quantity.",
    auth: "signed-in",
    params: idParams,
    body: json(updateCartLineSchema),
    response: ok("The line.", cartLineSchema),
    errors: [404, 409],
  },
  {
    method: "DELETE",
    path: "/api/cart/{id}",
    area: "Cart",
    summary: "Removes a line.",
    auth: "signed-in",
    params: idParams,
    response: noContent(),
    errors: [404],
  },
  {
    method: "POST",
    path: "/api/cart/merge",
    area: "Cart",
    summary: "Brings a signed-out cart into the account at sign-in.",
    auth: "signed-in",
    body: json(mergeCartSchema),
    response: ok("The cart's lines after the merge.", z.array(cartLineSchema)),
  },
  {
    method: "GET",
    path: "/api/cart/prices",
    area: "Cart",
    summary: "Current price and stock of items a signed-out cart holds.",
    auth: "public",
    query: itemIdsQuerySchema,
    response: ok("The items still on sale.", z.array(productItemSchema)),
  },
  {
    method: "POST",
    path: "/api/cart/quote",
    area: "Cart",
    summary: "Prices the cart in a country's currency: lines, discount, delivery, tax, total.",
    auth: "public",
    body: json(quoteRequestSchema),
    response: ok("The quote.", quoteSchema),
    errors: [404],
  },

  // Checkout and orders
  {
    method: "POST",
    path: "/api/stripe/create-intent",
    area: "Checkout",
    summary: "Starts the payment for the cart (signed in, or a guest with an e-mail address).",
    auth: "public",
    body: json(createIntentSchema),
    response: ok("What the checkout page needs to take the payment.", checkoutIntentSchema),
    errors: [409, 429, 503],
  },
  {
    method: "PUT",
    path: "/api/stripe/{id}/shipping",
    area: "Checkout",
    summary: "Confirms the shipping address of a pending payment.",
    auth: "public",
    params: shippingParamsSchema,
    body: json(shippingSchema),
    response: ok("Confirmed.", z.object({ ok: z.literal(true) })),
    errors: [404, 409],
  },
  {
    method: "POST",
    path: "/api/stripe/webhook",
    area: "Checkout",
    summary: "Stripe's signed payment events (succeeded, failed, cancelled).",
    auth: "public",
    body: {
      contentType: "application/json",
      schema: z.looseObject({}).describe("A Stripe event, checked against the `Stripe-Signature` header."),
    },
    response: ok("Received.", z.object({ received: z.literal(true) })),
    errors: [503],
  },
  {
    method: "POST",
    path: "/api/payments/test/confirm",
    area: "Checkout",
    summary: "Pays a pending order with the built-in test provider's card.",
    auth: "public",
    body: json(testConfirmSchema),
    response: ok("Paid, or declined with the reason.", testPaymentResultSchema),
    errors: [404, 409],
  },
  {
    method: "GET",
    path: "/api/orderstatus",
    area: "Checkout",
    summary:
      "Where an order stands, by payment reference (`pi`) or a guest's signed link (`order`, `expires`, `sig`).",
    auth: "public",
    query: orderStatusQuerySchema.partial().extend(guestOrderLinkSchema.partial().shape),
    response: ok("The order's status.", orderStatusAnswerSchema),
    errors: [404],
  },
  {
    method: "GET",
    path: "/api/orders",
    area: "Orders",
    summary: "The signed-in user's orders, newest first.",
    auth: "signed-in",
    response: ok(
      "The orders (at most 50) with their lines; amounts in major units, currency lower-case.",
      orderSummaryListSchema,
    ),
  },
  {
    method: "GET",
    path: "/api/orders/{id}",
    area: "Orders",
    summary: "One of the user's own orders with its public timeline.",
    auth: "signed-in",
    params: idParams,
    response: ok("The order with its lines, breakdown and timeline."),
    errors: [404],
  },

  // Accounts
  {
    method: "GET",
    path: "/api/user",
    area: "Accounts",
    summary: "Every user.",
    auth: "admin",
    response: ok("A list of users (no passwords)."),
  },
  {
    method: "GET",
    path: "/api/user/{userName}",
    area: "Accounts",
    summary: "The user's own profile (admins: anyone's).",
    auth: "signed-in",
    params: userNameParams,
    response: ok("The profile.", profileSchema),
    errors: [404],
  },
  {
    method: "PATCH",
    path: "/api/user/{userName}",
    area: "Accounts",
    summary: "Changes the user's own name or phone.",
    auth: "signed-in",
    params: userNameParams,
    body: json(profileUpdateSchema),
    response: ok("The profile.", profileSchema),
    errors: [404],
  },
  {
    method: "GET",
    path: "/api/user/{userName}/addresses",
    area: "Accounts",
    summary: "The user's address book, the default first.",
    auth: "signed-in",
    params: userNameParams,
    response: ok("The addresses.", savedAddressListSchema),
    errors: [404],
  },
  {
    method: "POST",
    path: "/api/user/{userName}/addresses",
    area: "Accounts",
    summary: "Saves a shipping address.",
    auth: "signed-in",
    params: userNameParams,
    body: json(savedAddressInputSchema),
    response: created("The saved address.", savedAddressSchema),
    errors: [404, 409],
  },
  {
    method: "PUT",
    path: "/api/user/{userName}/addresses/{id}",
    area: "Accounts",
    summary: "Replaces an address (isDefault: true makes it the default).",
    auth: "signed-in",
    params: addressParams,
    body: json(savedAddressInputSchema),
    response: ok("The saved address.", savedAddressSchema),
    errors: [404],
  },
  {
    method: "DELETE",
    path: "/api/user/{userName}/addresses/{id}",
    area: "Accounts",
    summary: "Deletes an address.",
    auth: "signed-in",
    params: addressParams,
    response: noContent(),
    errors: [404],
  },
  {
    method: "PUT",
    path: "/api/account/cart-reminders",
    area: "Accounts",
    summary: "The user's choice about abandoned-cart reminders.",
    auth: "signed-in",
    body: json(cartReminderPreferenceSchema),
    response: ok("The choice.", cartReminderPreferenceSchema),
  },
  {
    method: "GET",
    path: "/api/account/cart-reminders/unsubscribe",
    area: "Accounts",
    summary: "The e-mail's unsubscribe link: sends the browser to the page that asks first.",
    auth: "public",
    query: unsubscribeQuerySchema,
    response: {
      status: 303,
      description:
        "Redirects to the page that asks to confirm; changes nothing (mail scanners fetch links too).",
    },
  },
  {
    method: "POST",
    path: "/api/account/cart-reminders/unsubscribe",
    area: "Accounts",
    summary: "One-click unsubscribe (RFC 8058) from the e-mail's List-Unsubscribe header.",
    auth: "public",
    query: unsubscribeQuerySchema,
    body: {
      contentType: "application/x-www-form-urlencoded",
      description: "`List-Unsubscribe=One-Click` (not read)",
    },
    response: ok("Reminders are off.", cartReminderPreferenceSchema),
    errors: [404],
  },
  {
    method: "GET",
    path: "/api/account/guest-orders",
    area: "Accounts",
    summary: "How many past guest orders were placed with the user's address.",
    auth: "signed-in",
    response: ok("Whether the address is verified and the count.", guestOrdersSchema),
  },
  {
    method: "POST",
    path: "/api/account/guest-orders",
    area: "Accounts",
    summary: "Attaches those guest orders to the account (address verified first).",
    auth: "signed-in",
    response: ok("How many were attached.", attachedSchema),
  },
  {
    method: "GET",
    path: "/api/auth/{nextauth}",
    area: "Accounts",
    summary: "next-auth's own routes (session, csrf, providers); sign in at /auth/login instead.",
    auth: "public",
    params: z.object({ nextauth: z.string() }),
    response: ok("next-auth's answer for the sub-route."),
  },
  {
    method: "POST",
    path: "/api/auth/{nextauth}",
    area: "Accounts",
    summary: "next-auth's own routes (sign-out, callback).",
    auth: "public",
    params: z.object({ nextauth: z.string() }),
    body: {
      contentType: "application/x-www-form-urlencoded",
      description: "next-auth's form fields with its csrfToken.",
    },
    response: ok("next-auth's answer for the sub-route."),
  },

  // Shop
  {
    method: "GET",
    path: "/api/health",
    area: "Shop",
    summary: "Liveness and the database driver, for load balancers.",
    auth: "public",
    response: ok("Healthy.", z.object({ status: z.literal("ok"), database: z.enum(["postgres", "pglite"]) })),
    errors: [503],
  },
  {
    method: "POST",
    path: "/api/location/coordinates-to-country",
    area: "Shop",
    summary: "The country at a latitude and longitude.",
    auth: "public",
    body: json(coordinatesSchema),
    response: ok("The country.", z.object({ country_code: z.string().nullable() })),
  },
  {
    method: "GET",
    path: "/api/openapi.json",
    area: "Shop",
    summary: "This document.",
    auth: "public",
    response: ok("The OpenAPI 3.1 document."),
  },

  // Admin: catalogue
  {
    method: "GET",
    path: "/api/admin/product",
    area: "Admin: catalogue",
    summary: "One page of products, on sale or archived.",
    auth: "admin",
    query: productQuerySchema.extend(adminProductQuerySchema.shape),
    response: ok("A page of products.", adminProductPageSchema),
  },
  {
    method: "POST",
    path: "/api/admin/product/{id}/images",
    area: "Admin: catalogue",
    summary: "Appends images to a product (four at most in all).",
    auth: "admin",
    params: productIdParams,
    body: { contentType: "multipart/form-data", description: "`images`: image files." },
    response: created("The product.", productResponseSchema),
    errors: [404, 409, 413],
  },
  {
    method: "GET",
    path: "/api/admin/product/{id}/items",
    area: "Admin: catalogue",
    summary: "Every item of a product, retired ones marked, with units sold.",
    auth: "admin",
    params: productItemsParams,
    response: ok("The product's items and variation types."),
    errors: [404],
  },
  {
    method: "POST",
    path: "/api/admin/product/{id}/items",
    area: "Admin: catalogue",
    summary: "Adds an item to a product.",
    auth: "admin",
    params: productItemsParams,
    body: json(createItemSchema),
    response: created(ITEM_CHANGE, adminItemChangeSchema),
    errors: [404, 409],
  },
  {
    method: "POST",
    path: "/api/admin/product/{id}/restore",
    area: "Admin: catalogue",
    summary: "Puts an archived product back on sale.",
    auth: "admin",
    params: productIdParams,
    response: ok("The product.", productResponseSchema),
    errors: [404],
  },
  {
    method: "PUT",
    path: "/api/admin/items/{id}",
    area: "Admin: catalogue",
    summary: "Changes an item's price or SKU.",
    auth: "admin",
    params: itemIdParams,
    body: json(updateItemSchema),
    response: ok(ITEM_CHANGE, adminItemChangeSchema),
    errors: [404, 409],
  },
  {
    method: "POST",
    path: "/api/admin/items/{id}/retire",
    area: "Admin: catalogue",
    summary: "Takes an item off sale, kept for past orders.",
    auth: "admin",
    params: itemIdParams,
    response: ok(ITEM_CHANGE, adminItemChangeSchema),
    errors: [404, 409],
  },
  {
    method: "POST",
    path: "/api/admin/items/{id}/reactivate",
    area: "Admin: catalogue",
    summary: "Puts a retired item back on sale.",
    auth: "admin",
    params: itemIdParams,
    response: ok(ITEM_CHANGE, adminItemChangeSchema),
    errors: [404, 409],
  },
  {
    method: "POST",
    path: "/api/admin/items/{id}/stock",
    area: "Admin: catalogue",
    summary: "Adds a delivery (or a write-off) to an item's stock.",
    auth: "admin",
    params: itemIdParams,
    body: json(receiveStockSchema),
    response: ok("The item's stock after the change.", stockResponseSchema),
    errors: [404, 409],
  },
  {
    method: "PUT",
    path: "/api/admin/items/{id}/stock",
    area: "Admin: catalogue",
    summary: "Sets a counted stock (409 when it changed since `expected`).",
    auth: "admin",
    params: itemIdParams,
    body: json(setStockSchema),
    response: ok("The item's stock after the change.", stockResponseSchema),
    errors: [404, 409],
  },
  {
    method: "GET",
    path: "/api/admin/inventory",
    area: "Admin: catalogue",
    summary: "Every item with its stock, filtered and sorted.",
    auth: "admin",
    query: inventoryQuerySchema,
    response: ok("A page of inventory rows.", inventoryPageSchema),
  },
  {
    method: "GET",
    path: "/api/admin/inventory/export",
    area: "Admin: catalogue",
    summary: "Every item as CSV, as a download.",
    auth: "admin",
    response: csv("The inventory CSV."),
  },
  {
    method: "POST",
    path: "/api/admin/inventory/import",
    area: "Admin: catalogue",
    summary: "Creates or updates items by SKU from a CSV (dry run first).",
    auth: "admin",
    query: importQuerySchema,
    body: { contentType: "text/csv", description: "The CSV (or `file` in a multipart form)." },
    response: ok("The import report: each row's change or refusal, and a summary."),
    errors: [409, 413],
  },
  {
    method: "GET",
    path: "/api/admin/categories",
    area: "Admin: catalogue",
    summary: "The category tree with each category's products.",
    auth: "admin",
    response: ok("The tree.", adminCategoryTreeSchema),
  },
  {
    method: "POST",
    path: "/api/admin/categories",
    area: "Admin: catalogue",
    summary: "Creates a category.",
    auth: "admin",
    body: json(createCategorySchema),
    response: created("The category.", adminCategoryRef),
    errors: [404, 409],
  },
  {
    method: "PATCH",
    path: "/api/admin/categories/{internalName}",
    area: "Admin: catalogue",
    summary: "Renames or moves a category.",
    auth: "admin",
    params: categoryParams,
    body: json(updateCategorySchema),
    response: ok("The category.", adminCategoryRef),
    errors: [404, 409],
  },
  {
    method: "DELETE",
    path: "/api/admin/categories/{internalName}",
    area: "Admin: catalogue",
    summary: "Deletes an empty category.",
    auth: "admin",
    params: categoryParams,
    response: noContent(),
    errors: [404, 409],
  },
  {
    method: "GET",
    path: "/api/admin/categories/{internalName}/variations",
    area: "Admin: catalogue",
    summary: "The variation types a category uses, with each value's use.",
    auth: "admin",
    params: categoryParams,
    response: ok("The category's variation types.", categoryVariationsSchema),
    errors: [404],
  },
  {
    method: "POST",
    path: "/api/admin/categories/{internalName}/variations",
    area: "Admin: catalogue",
    summary: "Adds a variation type to a category.",
    auth: "admin",
    params: categoryParams,
    body: json(createVariationTypeSchema),
    response: created("`{ id, name, values }`."),
    errors: [404, 409],
  },
  {
    method: "PATCH",
    path: "/api/admin/variations/{typeId}",
    area: "Admin: catalogue",
    summary: "Renames a variation type.",
    auth: "admin",
    params: variationTypeParams,
    body: json(renameVariationTypeSchema),
    response: ok("`{ id, name, values }`."),
    errors: [404, 409],
  },
  {
    method: "POST",
    path: "/api/admin/variations/{typeId}/values",
    area: "Admin: catalogue",
    summary: "Adds a value to a variation type.",
    auth: "admin",
    params: variationTypeParams,
    body: json(variationValueSchema),
    response: created("`{ id, value, items }`."),
    errors: [404, 409],
  },
  {
    method: "PATCH",
    path: "/api/admin/variations/{typeId}/values/{valueId}",
    area: "Admin: catalogue",
    summary: "Renames a variation value.",
    auth: "admin",
    params: variationValueParams,
    body: json(variationValueSchema),
    response: ok("`{ id, value, items }`."),
    errors: [404, 409],
  },
  {
    method: "DELETE",
    path: "/api/admin/variations/{typeId}/values/{valueId}",
    area: "Admin: catalogue",
    summary: "Deletes a value no item uses.",
    auth: "admin",
    params: variationValueParams,
    response: noContent(),
    errors: [404, 409],
  },

  // Admin: orders
  {
    method: "GET",
    path: "/api/admin/orders",
    area: "Admin: orders",
    summary: "Every order, newest first, filtered.",
    auth: "admin",
    query: orderListQuery,
    response: ok("A page of orders.", adminOrderPageSchema),
  },
  {
    method: "GET",
    path: "/api/admin/orders/export",
    area: "Admin: orders",
    summary: "Every order the filter shows, as CSV.",
    auth: "admin",
    query: orderFilterQuery,
    response: csv("The orders CSV."),
  },
  {
    method: "POST",
    path: "/api/admin/orders/ship",
    area: "Admin: orders",
    summary: "Ships many paid orders at once.",
    auth: "admin",
    body: json(bulkShipRequestSchema),
    response: ok("`{ shipped, refused, results }`, one result per order."),
  },
  {
    method: "GET",
    path: "/api/admin/orders/{id}",
    area: "Admin: orders",
    summary: "One order with its lines and shipping address.",
    auth: "admin",
    params: idParams,
    response: ok("The order.", adminOrderDetailResponseSchema),
    errors: [404],
  },
  {
    method: "POST",
    path: "/api/admin/orders/{id}/ship",
    area: "Admin: orders",
    summary: "Marks a paid order shipped, with its carrier and tracking.",
    auth: "admin",
    params: idParams,
    body: json(shipRequestSchema),
    response: ok("The order.", adminOrderDetailResponseSchema),
    errors: [404, 409],
  },
  {
    method: "POST",
    path: "/api/admin/orders/{id}/deliver",
    area: "Admin: orders",
    summary: "Marks a shipped order delivered.",
    auth: "admin",
    params: idParams,
    response: ok("The order.", adminOrderDetailResponseSchema),
    errors: [404, 409],
  },
  {
    method: "POST",
    path: "/api/admin/orders/{id}/cancel",
    area: "Admin: orders",
    summary: "Cancels an order and refunds what was paid.",
    auth: "admin",
    params: idParams,
    response: ok("The order.", adminOrderDetailResponseSchema),
    errors: [404, 409],
  },
  {
    method: "GET",
    path: "/api/admin/orders/{id}/refunds",
    area: "Admin: orders",
    summary: "The order's refunds, oldest first.",
    auth: "admin",
    params: idParams,
    response: ok("The refunds with their state.", z.array(refundViewSchema)),
    errors: [404],
  },
  {
    method: "POST",
    path: "/api/admin/orders/{id}/refunds",
    area: "Admin: orders",
    summary: "Refunds lines or an amount of a paid order.",
    auth: "admin",
    params: idParams,
    body: json(refundRequestSchema),
    response: {
      status: 202,
      description: "The refund, accepted and pending at the provider.",
      schema: refundViewSchema,
    },
    errors: [404, 409],
  },
  {
    method: "POST",
    path: "/api/admin/jobs/{id}/retry",
    area: "Admin: orders",
    summary: "Queues a failed job again.",
    auth: "admin",
    params: idParams,
    response: ok('`{ id, state: "queued" }`.'),
    errors: [404, 409],
  },

  // Admin: customers and discounts
  {
    method: "GET",
    path: "/api/admin/customers",
    area: "Admin: customers",
    summary: "The shop's users with their orders and spend.",
    auth: "admin",
    query: customerListQuery,
    response: ok("A page of customers.", customerPageSchema),
  },
  {
    method: "GET",
    path: "/api/admin/customers/{id}",
    area: "Admin: customers",
    summary: "One customer with a page of their orders.",
    auth: "admin",
    params: idParams,
    query: customerOrdersQuery,
    response: ok("The customer with a page of their orders.", customerDetailResponseSchema),
    errors: [404],
  },
  {
    method: "PATCH",
    path: "/api/admin/customers/{id}",
    area: "Admin: customers",
    summary: "Changes a user's role (never the last admin's).",
    auth: "admin",
    params: idParams,
    body: json(roleChangeSchema),
    response: ok("The customer.", customerResponseSchema),
    errors: [404, 409],
  },
  {
    method: "GET",
    path: "/api/admin/discounts",
    area: "Admin: discounts",
    summary: "The discount codes, newest first.",
    auth: "admin",
    query: discountListQuery,
    response: ok("A page of codes.", discountPageSchema),
  },
  {
    method: "POST",
    path: "/api/admin/discounts",
    area: "Admin: discounts",
    summary: "Creates a code.",
    auth: "admin",
    body: json(discountCreateSchema),
    response: created("The code.", discountResponseSchema),
    errors: [409],
  },
  {
    method: "GET",
    path: "/api/admin/discounts/{id}",
    area: "Admin: discounts",
    summary: "One code.",
    auth: "admin",
    params: discountParams,
    response: ok("The code.", discountResponseSchema),
    errors: [404],
  },
  {
    method: "PATCH",
    path: "/api/admin/discounts/{id}",
    area: "Admin: discounts",
    summary: "Changes any of a code's fields.",
    auth: "admin",
    params: discountParams,
    body: json(discountPatchSchema),
    response: ok("The code.", discountResponseSchema),
    errors: [404, 409],
  },
  {
    method: "DELETE",
    path: "/api/admin/discounts/{id}",
    area: "Admin: discounts",
    summary: "Deletes a code no order has used.",
    auth: "admin",
    params: discountParams,
    response: noContent(),
    errors: [404, 409],
  },

  // Admin: settings
  {
    method: "GET",
    path: "/api/admin/settings",
    area: "Admin: settings",
    summary: "The shop's settings, defaults filled in.",
    auth: "admin",
    response: ok("The settings.", shopSettingsSchema),
  },
  {
    method: "PATCH",
    path: "/api/admin/settings",
    area: "Admin: settings",
    summary: "Changes any of the settings (audited).",
    auth: "admin",
    body: json(shopSettingsPatchSchema),
    response: ok("The settings.", shopSettingsSchema),
  },
  {
    method: "GET",
    path: "/api/admin/shipping-methods",
    area: "Admin: settings",
    summary: "Every country's delivery methods.",
    auth: "admin",
    response: ok("The methods.", shippingMethodListSchema),
  },
  {
    method: "POST",
    path: "/api/admin/shipping-methods",
    area: "Admin: settings",
    summary: "Adds a delivery method to a country.",
    auth: "admin",
    body: json(createShippingMethodSchema),
    response: created("The method.", shippingMethodSchema),
    errors: [409],
  },
  {
    method: "PATCH",
    path: "/api/admin/shipping-methods/{id}",
    area: "Admin: settings",
    summary: "Changes a delivery method.",
    auth: "admin",
    params: shippingMethodParams,
    body: json(updateShippingMethodSchema),
    response: ok("The method.", shippingMethodSchema),
    errors: [404, 409],
  },
  {
    method: "DELETE",
    path: "/api/admin/shipping-methods/{id}",
    area: "Admin: settings",
    summary: "Deletes a delivery method.",
    auth: "admin",
    params: shippingMethodParams,
    response: noContent(),
    errors: [404],
  },
  {
    method: "GET",
    path: "/api/admin/tax-rates",
    area: "Admin: settings",
    summary: "The countries with a tax rate.",
    auth: "admin",
    response: ok("The rates.", taxRateListSchema),
  },
  {
    method: "PUT",
    path: "/api/admin/tax-rates/{country}",
    area: "Admin: settings",
    summary: "Sets or replaces a country's tax rate.",
    auth: "admin",
    params: taxRateParams,
    body: json(setTaxRateSchema),
    response: ok("The rate.", taxRateSchema),
  },
  {
    method: "DELETE",
    path: "/api/admin/tax-rates/{country}",
    area: "Admin: settings",
    summary: "Removes a country's tax rate.",
    auth: "admin",
    params: taxRateParams,
    response: noContent(),
    errors: [404],
  },
  {
    method: "GET",
    path: "/api/admin/currency-rates",
    area: "Admin: settings",
    summary: "The exchange rates from USD.",
    auth: "admin",
    response: ok("The rates.", exchangeRateListSchema),
  },
  {
    method: "PUT",
    path: "/api/admin/currency-rates/{currency}",
    area: "Admin: settings",
    summary: "Sets a currency's rate (1 USD = rate).",
    auth: "admin",
    params: rateCurrencyParams,
    body: json(setExchangeRateSchema),
    response: ok("The rate.", exchangeRateEntrySchema),
  },
  {
    method: "DELETE",
    path: "/api/admin/currency-rates/{currency}",
    area: "Admin: settings",
    summary: "Removes a currency's rate.",
    auth: "admin",
    params: rateCurrencyParams,
    response: noContent(),
    errors: [404],
  },

  // Admin: activity
  {
    method: "GET",
    path: "/api/admin/activity",
    area: "Admin: activity",
    summary: "The audit trail, newest first.",
    auth: "admin",
    query: auditQuerySchema,
    response: ok("A page of entries.", auditPageSchema),
  },
  {
    method: "GET",
    path: "/api/admin/activity/actors",
    area: "Admin: activity",
    summary: "The admins who have changed anything.",
    auth: "admin",
    response: ok("The admins.", z.array(z.object({ id: z.number().int(), name: z.string() }))),
  },
];
