import * as adminCustomer from "@/app/api/admin/customers/[id]/route";
import * as adminCustomers from "@/app/api/admin/customers/route";
import * as adminJobRetry from "@/app/api/admin/jobs/[id]/retry/route";
import * as adminOrderCancel from "@/app/api/admin/orders/[id]/cancel/route";
import * as adminOrderRefunds from "@/app/api/admin/orders/[id]/refunds/route";
import * as adminOrder from "@/app/api/admin/orders/[id]/route";
import * as adminOrders from "@/app/api/admin/orders/route";
import * as adminItemStock from "@/app/api/admin/items/[id]/stock/route";
import * as adminProducts from "@/app/api/admin/product/route";
import * as cartLine from "@/app/api/cart/[id]/route";
import * as cartMerge from "@/app/api/cart/merge/route";
import * as cartPrices from "@/app/api/cart/prices/route";
import * as cart from "@/app/api/cart/route";
import * as category from "@/app/api/category/[internalName]/route";
import * as categoryList from "@/app/api/category/route";
import * as health from "@/app/api/health/route";
import * as location from "@/app/api/location/coordinates-to-country/route";
import * as orderDetail from "@/app/api/orders/[id]/route";
import * as orders from "@/app/api/orders/route";
import * as orderStatus from "@/app/api/orderstatus/route";
import * as testConfirm from "@/app/api/payments/test/confirm/route";
import * as related from "@/app/api/product/[id]/related/route";
import * as product from "@/app/api/product/[id]/route";
import * as featured from "@/app/api/product/featured/route";
import * as productList from "@/app/api/product/route";
import * as itemsByProduct from "@/app/api/productItem/[productId]/byProduct/route";
import * as itemByConfiguration from "@/app/api/productItem/[productId]/retrieveByConfigurations/route";
import * as shipping from "@/app/api/stripe/[id]/shipping/route";
import * as createIntent from "@/app/api/stripe/create-intent/route";
import * as user from "@/app/api/user/[userName]/route";
import * as userList from "@/app/api/user/route";
import * as variation from "@/app/api/variation/route";
import * as login from "@/app/auth/login/route";
import * as logout from "@/app/auth/logout/route";
import * as password from "@/app/auth/password/route";
import * as signup from "@/app/auth/signup/route";

// Every route handler of /api and /auth with what a well-meaning client would send it, which the
// hostile-input properties then bend. next-auth's catch-all, the Stripe webhook and the admin's
// multipart product upload have files of their own (a request scope, Stripe's configuration, files).

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
  cartLineId: number;
  orderId: number;
  paymentIntentId: string;
  customerUsername: string;
  customerId: number;
  customerPassword: string;
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

/** One case per exported method of every route file; throws when a file exports a method the table lacks. */
export function routeCases(known: KnownRows): RouteCase[] {
  const id = String(known.productId);
  const table: [string, RouteModule, Omit<RouteCase, "route" | "method" | "handler">][] = [
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
      { params: { id: String(known.customerId) }, query: { keys: ["page"], valid: { page: "1" } }, body: { role: "customer" } },
    ],
    ["/api/admin/orders/[id]", adminOrder, { params: { id: String(known.orderId) } }],
    ["/api/admin/orders/[id]/cancel", adminOrderCancel, { params: { id: String(known.orderId) } }],
    [
      "/api/admin/orders/[id]/refunds",
      adminOrderRefunds,
      { params: { id: String(known.orderId) }, body: { amount: 1, restock: false } },
    ],
    // No job exists in the hostile shop: the valid request is a 404, every bent one a 4xx too.
    ["/api/admin/jobs/[id]/retry", adminJobRetry, { params: { id: "1" } }],
    [
      "/api/admin/orders",
      adminOrders,
      {
        query: {
          keys: ["page", "pageSize", "status"],
          valid: { page: "1", pageSize: "25", status: "pending" },
        },
      },
    ],
    ["/api/admin/product", adminProducts, { query: PRODUCT_QUERY }],
    // POST's body; PUT reads { stock, expected }, which the generated bodies reach as 400 or 409.
    [
      "/api/admin/items/[id]/stock",
      adminItemStock,
      { params: { id: String(known.productItemId) }, body: { quantity: 1 } },
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
    ["/api/cart", cart, { body: { productItemId: known.productItemId, quantity: 1 } }],
    ["/api/category/[internalName]", category, { params: { internalName: "clothing" } }],
    ["/api/category", categoryList, { body: { name: "Caps", parent: "accessories" } }],
    ["/api/health", health, { expectedWords: ["postgres", "pglite"] }],
    ["/api/location/coordinates-to-country", location, { body: { latitude: -33.87, longitude: 151.21 } }],
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
          cart: [{ product: { id: known.productId }, quantity: 1 }],
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
    ["/api/user/[userName]", user, { params: { userName: known.customerUsername } }],
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
          password: "password-1",
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
