import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  char,
  check,
  customType,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";

/** Full-text search vector; only ever written by the database (generated column). */
const tsvector = customType<{ data: string }>({
  dataType: () => "tsvector",
});

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

// The roles of lib/users/types.ts and the order statuses of lib/orders/statuses.ts: db/ imports
// nothing of the app, so a unit test proves each pair of lists agrees.
export const roleEnum = pgEnum("user_role", ["customer", "seller", "admin"]);
export const paymentStatusEnum = pgEnum("payment_status", [
  "pending",
  "paid",
  "partially_refunded",
  "refunded",
  "failed",
  "disputed",
  "expired",
  "review",
]);
export const fulfilmentStatusEnum = pgEnum("fulfilment_status", [
  "unfulfilled",
  "partially_shipped",
  "shipped",
  "delivered",
  "cancelled",
]);

export const categories = pgTable(
  "categories",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    internalName: text("internal_name").notNull(),
    parentId: integer("parent_id"),
    position: integer("position").notNull().default(0),
    ...timestamps,
  },
  (t) => [
    foreignKey({ columns: [t.parentId], foreignColumns: [t.id] }).onDelete("restrict"),
    uniqueIndex("categories_internal_name_key").on(t.internalName),
    index("categories_parent_idx").on(t.parentId, t.position),
    check("categories_not_own_parent", sql`${t.parentId} IS NULL OR ${t.parentId} <> ${t.id}`),
  ],
);

/** A kind of variation (Color, Size) offered by a category and inherited by its descendants. */
export const variationTypes = pgTable(
  "variation_types",
  {
    id: serial("id").primaryKey(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    position: integer("position").notNull().default(0),
  },
  (t) => [uniqueIndex("variation_types_category_name_key").on(t.categoryId, t.name)],
);

export const variationValues = pgTable(
  "variation_values",
  {
    id: serial("id").primaryKey(),
    variationTypeId: integer("variation_type_id")
      .notNull()
      .references(() => variationTypes.id, { onDelete: "cascade" }),
    value: text("value").notNull(),
    position: integer("position").notNull().default(0),
  },
  (t) => [
    uniqueIndex("variation_values_type_value_key").on(t.variationTypeId, t.value),
    index("variation_values_lower_value_idx").on(sql`lower(${t.value})`),
  ],
);

export const products = pgTable(
  "products",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    description: varchar("description", { length: 255 }).notNull().default(""),
    /** Catalogue price in minor units (cents). */
    priceMinor: integer("price_minor").notNull(),
    avgRating: real("avg_rating"),
    featured: boolean("featured").notNull().default(false),
    archived: boolean("archived").notNull().default(false),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "restrict" }),
    /** Names of the category and its ancestors, kept by the app so search can match them. */
    categoryNames: text("category_names").notNull().default(""),
    /**
     * Lower-cased Color and Size values the product's items offer, copied from
     * product_item_values by the app's product writes (one GIN lookup instead of a four-table
     * join per product for the colour and size filters).
     */
    colours: text("colours").array().notNull().default(sql`'{}'::text[]`),
    sizes: text("sizes").array().notNull().default(sql`'{}'::text[]`),
    search: tsvector("search").generatedAlwaysAs(
      sql`setweight(to_tsvector('english', name), 'A') || setweight(to_tsvector('english', category_names), 'B') || setweight(to_tsvector('english', description), 'C')`,
    ),
    ...timestamps,
  },
  (t) => [
    check("products_price_nonnegative", sql`${t.priceMinor} >= 0`),
    check("products_rating_range", sql`${t.avgRating} IS NULL OR (${t.avgRating} >= 0 AND ${t.avgRating} <= 5)`),
    check("products_name_not_blank", sql`length(trim(${t.name})) > 0`),
    // One btree per list order, alone and after a category (one category then reads its rows
    // in order; a subtree of several walks the global order and filters). The columns after the
    // order's own (the id ends every order, so they never change it) are the filtered ones:
    // filtering, counting and skipping rows to a deep page then happen in the index alone
    // (index-only scans), and only the page's own rows are read (productPageQuery). drizzle has
    // no INCLUDE; trailing key columns cost the same, as pivot tuples drop them after the id.
    index("products_listing_idx").on(t.id, t.categoryId, t.priceMinor, t.colours, t.sizes).where(sql`NOT ${t.archived}`),
    index("products_featured_idx")
      .on(t.featured.desc(), t.id, t.categoryId, t.priceMinor, t.colours, t.sizes)
      .where(sql`NOT ${t.archived}`),
    index("products_price_idx").on(t.priceMinor, t.id, t.categoryId, t.colours, t.sizes).where(sql`NOT ${t.archived}`),
    index("products_category_idx").on(t.categoryId, t.id, t.priceMinor, t.colours, t.sizes).where(sql`NOT ${t.archived}`),
    index("products_category_featured_idx")
      .on(t.categoryId, t.featured.desc(), t.id, t.priceMinor, t.colours, t.sizes)
      .where(sql`NOT ${t.archived}`),
    index("products_category_price_idx").on(t.categoryId, t.priceMinor, t.id, t.colours, t.sizes).where(sql`NOT ${t.archived}`),
    index("products_search_idx").using("gin", t.search),
    index("products_colours_idx").using("gin", t.colours).where(sql`NOT ${t.archived}`),
    index("products_sizes_idx").using("gin", t.sizes).where(sql`NOT ${t.archived}`),
    // The admin's inventory finds items by product name anywhere in it (pg_trgm).
    index("products_name_trgm_idx").using("gin", sql`lower(${t.name}) gin_trgm_ops`),
  ],
);

/**
 * The distinct words of what product search reads (name, category names, description;
 * lower-cased, two characters or more, with a letter), kept by the app's product writes. A
 * typed word is looked up here first: as a prefix it expands to the whole words it starts
 * (whose frequencies the planner knows, unlike a prefix's), and a misspelt one is corrected to
 * the most similar word (pg_trgm). Words are never removed: a stale one only leads to a search
 * that finds nothing.
 */
export const searchVocabulary = pgTable(
  "search_vocabulary",
  { word: text("word").primaryKey() },
  (t) => [
    index("search_vocabulary_prefix_idx").on(t.word.op("text_pattern_ops")),
    index("search_vocabulary_trgm_idx").using("gin", t.word.op("gin_trgm_ops")),
  ],
);

/**
 * One row per word (lexeme) of a listed product's `search`, kept by triggers on `products`
 * (migration 0011): an unfiltered search reads its first matches in id order from this index
 * alone, where the GIN index must visit every match's row to learn its id. No foreign key:
 * the triggers remove a product's rows on archive, edit and delete, and a key would need a
 * second index on product_id.
 */
export const searchPostings = pgTable("search_postings", { lexeme: text("lexeme").notNull(), productId: integer("product_id").notNull() }, (t) => [
  primaryKey({ columns: [t.lexeme, t.productId] }),
]);

export const productImages = pgTable(
  "product_images",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    url: text("url").notNull(),
  },
  (t) => [uniqueIndex("product_images_product_position_key").on(t.productId, t.position)],
);

/** Countries a product is listed in (two-letter ISO codes). */
export const productLocations = pgTable(
  "product_locations",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    countryCode: char("country_code", { length: 2 }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.countryCode] }),
    index("product_locations_country_idx").on(t.countryCode, t.productId),
    check("product_locations_country_format", sql`${t.countryCode} ~ '^[A-Z]{2}$'`),
  ],
);

export const productItems = pgTable(
  "product_items",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    sku: text("sku").notNull(),
    priceMinor: integer("price_minor").notNull(),
    stock: integer("stock").notNull().default(0),
    /** The item's own images (its colour, say), shown before the product's; at most four. */
    images: text("images").array().notNull().default(sql`'{}'::text[]`),
    /** Set when the item is no longer sold; the row stays for the orders that name it. */
    retiredAt: timestamp("retired_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("product_items_sku_key").on(t.sku),
    index("product_items_product_idx").on(t.productId),
    // The admin's inventory: SKU prefix search (case-insensitive), and stock order and ranges
    // (low, out of stock) walked in the index with the id as tie-breaker.
    index("product_items_sku_lower_idx").on(sql`lower(${t.sku}) text_pattern_ops`),
    index("product_items_stock_idx").on(t.stock, t.id),
    check("product_items_stock_nonnegative", sql`${t.stock} >= 0`),
    check("product_items_price_nonnegative", sql`${t.priceMinor} >= 0`),
  ],
);

export const productItemValues = pgTable(
  "product_item_values",
  {
    productItemId: integer("product_item_id")
      .notNull()
      .references(() => productItems.id, { onDelete: "cascade" }),
    variationValueId: integer("variation_value_id")
      .notNull()
      .references(() => variationValues.id, { onDelete: "restrict" }),
  },
  (t) => [
    primaryKey({ columns: [t.productItemId, t.variationValueId] }),
    index("product_item_values_value_idx").on(t.variationValueId, t.productItemId),
  ],
);

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    username: text("username").notNull(),
    email: text("email").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    phone: text("phone").notNull().default(""),
    role: roleEnum("role").notNull().default("customer"),
    passwordHash: text("password_hash").notNull(),
    /** Raised by logout and password changes: tokens carrying an older version are refused. */
    sessionVersion: integer("session_version").notNull().default(0),
    /** When the user proved they receive mail at `email` (a link sent to it); null until then. */
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    /** Last time a line of the user's cart was added, changed or removed: what a cart reminder waits on. */
    cartChangedAt: timestamp("cart_changed_at", { withTimezone: true }),
    /** The user asked for no cart reminders (profile or the e-mail's link). */
    cartRemindersOff: boolean("cart_reminders_off").notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("users_username_key").on(sql`lower(${t.username})`),
    uniqueIndex("users_email_key").on(sql`lower(${t.email})`),
    index("users_cart_changed_idx").on(t.cartChangedAt).where(sql`${t.cartChangedAt} IS NOT NULL`),
  ],
);

export const cartLines = pgTable(
  "cart_lines",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    productItemId: integer("product_item_id")
      .notNull()
      .references(() => productItems.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("cart_lines_user_item_key").on(t.userId, t.productItemId),
    index("cart_lines_item_idx").on(t.productItemId),
    check("cart_lines_quantity_range", sql`${t.quantity} BETWEEN 1 AND 99`),
  ],
);

/**
 * A shipping address as the orders.shipping column holds it. Addresses are written as the
 * checkout's shipping schema (lib/orders) parses them; a unit test proves that shape fits this one.
 */
export type StoredShippingAddress = {
  name: string;
  line1: string;
  line2?: string;
  city: string;
  state: string;
  postal_code: string;
  country: string;
  phone?: string;
};

export const orders = pgTable(
  "orders",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    paymentIntentId: text("payment_intent_id").notNull(),
    /** What the browser needs to confirm the payment; only ever shown to the order's owner. */
    clientSecret: text("client_secret"),
    provider: text("provider").notNull(),
    /** What happened to the money (lib/orders/statuses.ts). */
    paymentStatus: paymentStatusEnum("payment_status").notNull().default("pending"),
    /** What happened to the goods (lib/orders/statuses.ts). */
    fulfilmentStatus: fulfilmentStatusEnum("fulfilment_status").notNull().default("unfulfilled"),
    failureReason: text("failure_reason"),
    currency: char("currency", { length: 3 }).notNull(),
    country: char("country", { length: 2 }),
    /** Sum of catalogue prices in the catalogue's base currency, minor units. */
    baseAmountMinor: integer("base_amount_minor").notNull(),
    /** Exchange rate applied: amountMinor = round(baseAmountMinor * exchangeRate). */
    exchangeRate: numeric("exchange_rate", { precision: 14, scale: 6 }).notNull().default("1"),
    /** Amount charged in `currency`, minor units. */
    amountMinor: integer("amount_minor").notNull(),
    customerName: text("customer_name"),
    customerEmail: text("customer_email"),
    shipping: jsonb("shipping").$type<StoredShippingAddress>(),
    /** Set once the paid order has taken its stock and emptied the cart, so that is never done twice. */
    fulfilledAt: timestamp("fulfilled_at", { withTimezone: true }),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    carrier: text("carrier"),
    trackingNumber: text("tracking_number"),
    shippedAt: timestamp("shipped_at", { withTimezone: true }),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    /**
     * What the provider says it received, minor units of `receivedCurrency`: set when the payment
     * succeeds. A paid order received exactly `amountMinor` in `currency`; any other figure sends
     * the order to review instead.
     */
    receivedAmountMinor: integer("received_amount_minor"),
    receivedCurrency: char("received_currency", { length: 3 }),
    /** Refunded so far in `currency`, minor units (refunds that the provider confirmed). */
    refundedAmountMinor: integer("refunded_amount_minor").notNull().default(0),
    // How amountMinor came about, in `currency`, minor units: items - discount + shipping, plus
    // the tax when prices exclude it (lib/pricing/quote.ts).
    /** The lines at their converted unit prices, before any discount. */
    itemsAmountMinor: integer("items_amount_minor").notNull().default(0),
    discountCodeId: integer("discount_code_id").references(() => discountCodes.id, { onDelete: "set null" }),
    /** The code as the shopper entered it (kept when the code is deleted). */
    discountCode: text("discount_code"),
    discountAmountMinor: integer("discount_amount_minor").notNull().default(0),
    shippingMethodId: integer("shipping_method_id").references(() => shippingMethods.id, { onDelete: "set null" }),
    /** The delivery chosen, by name (kept when the method changes); null when delivery was 'TBD'. */
    shippingMethodName: text("shipping_method_name"),
    shippingAmountMinor: integer("shipping_amount_minor").notNull().default(0),
    /** Tax rate applied, in percent, and whether the prices included it. */
    taxRate: numeric("tax_rate", { precision: 6, scale: 3 }).notNull().default("0"),
    taxInclusive: boolean("tax_inclusive").notNull().default(false),
    taxAmountMinor: integer("tax_amount_minor").notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("orders_payment_intent_key").on(t.paymentIntentId),
    index("orders_user_idx").on(t.userId, t.createdAt),
    index("orders_created_idx").on(t.createdAt),
    index("orders_payment_status_created_idx").on(t.paymentStatus, t.createdAt),
    index("orders_fulfilment_status_created_idx").on(t.fulfilmentStatus, t.createdAt),
    // Deleting a code sets its orders' reference to null, and the owner's delete checks for them.
    index("orders_discount_code_idx").on(t.discountCodeId).where(sql`${t.discountCodeId} IS NOT NULL`),
    check("orders_amounts_nonnegative", sql`${t.amountMinor} >= 0 AND ${t.baseAmountMinor} >= 0`),
    check("orders_rate_positive", sql`${t.exchangeRate} > 0`),
    // A payment under review may have received more than the order's amount: all of it can go back.
    check(
      "orders_refund_within_amount",
      sql`${t.refundedAmountMinor} BETWEEN 0 AND greatest(${t.amountMinor}, coalesce(${t.receivedAmountMinor}, 0))`,
    ),
    check(
      "orders_breakdown_nonnegative",
      sql`${t.itemsAmountMinor} >= 0 AND ${t.discountAmountMinor} BETWEEN 0 AND ${t.itemsAmountMinor} AND ${t.shippingAmountMinor} >= 0 AND ${t.taxAmountMinor} >= 0`,
    ),
  ],
);

export const orderLines = pgTable(
  "order_lines",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    productItemId: integer("product_item_id").references(() => productItems.id, { onDelete: "set null" }),
    productId: integer("product_id").references(() => products.id, { onDelete: "set null" }),
    productName: text("product_name").notNull(),
    sku: text("sku").notNull(),
    /** Catalogue unit price when ordered, minor units. */
    unitPriceMinor: integer("unit_price_minor").notNull(),
    quantity: integer("quantity").notNull(),
    /**
     * The line's part of the order's discount, minor units of the order's currency, as the
     * checkout priced it: refunds measure the line against it, never against the code as it is now.
     */
    discountMinor: integer("discount_minor").notNull().default(0),
    /** Whether the order's discount code covered this line when the checkout priced it. */
    discounted: boolean("discounted").notNull().default(false),
    refundedQuantity: integer("refunded_quantity").notNull().default(0),
    restockedQuantity: integer("restocked_quantity").notNull().default(0),
    /** Units sent in the order's shipments so far. */
    shippedQuantity: integer("shipped_quantity").notNull().default(0),
  },
  (t) => [
    index("order_lines_order_idx").on(t.orderId),
    check("order_lines_discount_nonnegative", sql`${t.discountMinor} >= 0`),
    check("order_lines_refunded_range", sql`${t.refundedQuantity} BETWEEN 0 AND ${t.quantity}`),
    check("order_lines_restocked_range", sql`${t.restockedQuantity} BETWEEN 0 AND ${t.refundedQuantity}`),
    check("order_lines_shipped_range", sql`${t.shippedQuantity} BETWEEN 0 AND ${t.quantity}`),
    index("order_lines_product_idx").on(t.productId),
    check("order_lines_quantity_positive", sql`${t.quantity} > 0`),
    check("order_lines_price_nonnegative", sql`${t.unitPriceMinor} >= 0`),
  ],
);

/** One parcel sent for an order: its carrier and tracking number; shipment_lines says what it holds. */
export const shipments = pgTable(
  "shipments",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    carrier: text("carrier"),
    trackingNumber: text("tracking_number"),
    shippedAt: timestamp("shipped_at", { withTimezone: true }).notNull().defaultNow(),
    createdBy: text("created_by"),
  },
  (t) => [index("shipments_order_idx").on(t.orderId, t.id)],
);

/** The units of an order's lines one shipment sent. */
export const shipmentLines = pgTable(
  "shipment_lines",
  {
    shipmentId: integer("shipment_id")
      .notNull()
      .references(() => shipments.id, { onDelete: "cascade" }),
    orderLineId: integer("order_line_id")
      .notNull()
      .references(() => orderLines.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.shipmentId, t.orderLineId] }),
    index("shipment_lines_line_idx").on(t.orderLineId),
    check("shipment_lines_quantity_positive", sql`${t.quantity} > 0`),
  ],
);

/** Payment provider events already applied; the primary key makes webhook handling idempotent. */
export const paymentEvents = pgTable("payment_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  processedAt: timestamp("processed_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * This installation of the shop, one row made on first use (lib/payments/installation.ts): its
 * id marks every object the shop makes at the payment provider, so two shops sharing one
 * provider account (staging and production) never take each other's payments for their own.
 */
export const installation = pgTable(
  "installation",
  {
    /** Always true: the primary key allows one row. */
    single: boolean("single").primaryKey().default(true),
    id: uuid("id").notNull().defaultRandom(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("installation_single_row", sql`${t.single}`)],
);

/**
 * Each request to create an order's payment intent, stored before it is sent, with the random
 * idempotency key it goes under. `started`: sent, answer not seen (its key is reused to retry
 * exactly that request); `created`: the intent is known; `unknown`: the provider answered a
 * server error (or the attempt was replaced), so an intent may exist; `none`: nothing was made.
 */
export const paymentAttempts = pgTable(
  "payment_attempts",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    idempotencyKey: text("idempotency_key").notNull(),
    amountMinor: integer("amount_minor").notNull(),
    currency: char("currency", { length: 3 }).notNull(),
    receiptEmail: text("receipt_email"),
    state: text("state").notNull().default("started"),
    intentId: text("intent_id"),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("payment_attempts_key").on(t.idempotencyKey),
    // One request in flight per order: a concurrent checkout retries the same key (Stripe answers 409 meanwhile).
    uniqueIndex("payment_attempts_one_started").on(t.orderId).where(sql`${t.state} = 'started'`),
    index("payment_attempts_order_idx").on(t.orderId),
    check("payment_attempts_state_known", sql`${t.state} IN ('started', 'created', 'unknown', 'none')`),
  ],
);

/** Shop-defined exchange rate from the catalogue currency to another currency. */
export const currencyRates = pgTable(
  "currency_rates",
  {
    currency: char("currency", { length: 3 }).primaryKey(),
    rate: numeric("rate", { precision: 14, scale: 6 }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("currency_rates_rate_positive", sql`${t.rate} > 0`)],
);

/** Failed login attempts, keyed by "user:<name>" or "ip:<address>", for rate limiting across instances. */
export const loginAttempts = pgTable(
  "login_attempts",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    key: text("key").notNull(),
    attemptedAt: timestamp("attempted_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("login_attempts_key_time_idx").on(t.key, t.attemptedAt)],
);

/**
 * Every admin write, recorded in the write's own transaction: who, when, what, and the values
 * before and after. Append-only: a trigger refuses UPDATE and DELETE, and the actor is copied
 * (not a foreign key) so removing a user never rewrites history.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    actorId: integer("actor_id"),
    actorName: text("actor_name").notNull(),
    kind: text("kind").notNull(),
    action: text("action").notNull(),
    subjectId: text("subject_id").notNull(),
    /** The product the change belongs to, when it belongs to one (its history in the admin). */
    productId: integer("product_id"),
    summary: text("summary").notNull(),
    before: jsonb("before"),
    after: jsonb("after"),
  },
  (t) => [
    index("audit_log_kind_idx").on(t.kind, t.id),
    index("audit_log_actor_idx").on(t.actorId, t.id),
    index("audit_log_product_idx").on(t.productId, t.id),
  ],
);

/** The shop's settings an admin can change, one row per setting (defaults live in lib/settings). */
export const shopSettings = pgTable("shop_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What happened to an order, in order: status moves, payment events, e-mails, failed side
 * effects. The shopper's order page and the admin's order detail show it as the timeline.
 */
export const orderEvents = pgTable(
  "order_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    type: text("type").notNull(),
    summary: text("summary").notNull(),
    /** Who caused it: an admin's name, or null for the shopper, the provider or the shop itself. */
    actorName: text("actor_name"),
    /** Shown to the owner only (payment event ids, errors); the shopper sees the summary. */
    data: jsonb("data"),
    /** Whether the shopper's order page shows it. */
    public: boolean("public").notNull().default(true),
  },
  (t) => [index("order_events_order_idx").on(t.orderId, t.id)],
);

/**
 * Side effects that must not be lost (e-mails, refunds, intent cancellations, expiry), run by
 * the app's own worker: claimed with FOR UPDATE SKIP LOCKED under a lease, so one worker runs a
 * job at a time across instances; retried with backoff until `maxAttempts`, then failed and
 * shown on the order. `key` makes enqueueing idempotent (one job per key).
 */
export const jobs = pgTable(
  "jobs",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    kind: text("kind").notNull(),
    key: text("key"),
    payload: jsonb("payload").notNull(),
    orderId: integer("order_id").references(() => orders.id, { onDelete: "set null" }),
    state: text("state").notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    maxAttempts: integer("max_attempts").notNull().default(8),
    runAt: timestamp("run_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("jobs_key_key").on(t.key),
    index("jobs_due_idx").on(t.runAt).where(sql`${t.state} = 'queued'`),
    index("jobs_order_idx").on(t.orderId),
    check("jobs_state_known", sql`${t.state} IN ('queued', 'running', 'done', 'failed')`),
  ],
);

/** A refund's lines: which order lines it gives back, and how many units of each. */
export type RefundLine = { lineId: number; quantity: number };

/**
 * Money given back on an order, one row per refund asked for (by the owner, a cancellation, a
 * sale whose stock ran out) or seen at the provider (a refund made in Stripe's dashboard).
 * Pending until the provider confirms it: only then does it count in orders.refunded_amount_minor.
 */
export const orderRefunds = pgTable(
  "order_refunds",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** In the order's currency, minor units. */
    amountMinor: integer("amount_minor").notNull(),
    lines: jsonb("lines").$type<RefundLine[]>().notNull().default([]),
    restock: boolean("restock").notNull().default(false),
    /** The units this refund put back in stock, per line: what a failed or cancelled refund takes back out. */
    restockedLines: jsonb("restocked_lines").$type<RefundLine[]>().notNull().default([]),
    /** Whether this refund gives back the order's delivery (its share of the charge), at most once per order. */
    delivery: boolean("delivery").notNull().default(false),
    /** pending, succeeded, failed or cancelled (lib/orders/refund-states.ts). */
    state: text("state").notNull().default("pending"),
    /** Why: "owner", "cancel", "sold-out" or "provider" (made outside the shop). */
    reason: text("reason").notNull(),
    providerRefundId: text("provider_refund_id"),
    /** The random idempotency key of the current request for this refund: changed once the provider answered an error under it. */
    idempotencyKey: text("idempotency_key"),
    createdBy: text("created_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp("settled_at", { withTimezone: true }),
  },
  (t) => [
    index("order_refunds_order_idx").on(t.orderId),
    uniqueIndex("order_refunds_provider_refund_key").on(t.providerRefundId),
    check("order_refunds_amount_positive", sql`${t.amountMinor} > 0`),
    check("order_refunds_state_known", sql`${t.state} IN ('pending', 'succeeded', 'failed', 'cancelled')`),
  ],
);

/**
 * Card holders' disputes of an order's payment, one row per provider dispute. Events about a
 * dispute arrive late, twice and out of order: `last_event_at` (the provider's event time) keeps
 * an older event from undoing a newer one, and a closed dispute (won or lost) stays closed.
 */
export const orderDisputes = pgTable(
  "order_disputes",
  {
    id: serial("id").primaryKey(),
    providerDisputeId: text("provider_dispute_id").notNull(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** In the order's currency, minor units. */
    amountMinor: integer("amount_minor").notNull(),
    reason: text("reason").notNull(),
    /** The provider's word: needs_response, under_review, won, lost, warning_closed... */
    status: text("status").notNull(),
    isChargeRefundable: boolean("is_charge_refundable").notNull().default(false),
    /** Where the order stood when the dispute moved it to disputed; a won dispute returns it there. */
    /** The payment's status before the dispute opened: a dispute won returns it there. */
    paymentStatusBefore: paymentStatusEnum("payment_status_before"),
    fundsWithdrawnMinor: integer("funds_withdrawn_minor").notNull().default(0),
    fundsReinstatedMinor: integer("funds_reinstated_minor").notNull().default(0),
    /** The provider's creation time of the newest event applied (seconds since 1970). */
    lastEventAt: integer("last_event_at").notNull().default(0),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("order_disputes_provider_dispute_key").on(t.providerDisputeId),
    index("order_disputes_order_idx").on(t.orderId),
    check("order_disputes_amount_nonnegative", sql`${t.amountMinor} >= 0`),
  ],
);

/**
 * Single-use tokens sent by e-mail: a password reset, an e-mail address to confirm (a new one,
 * or the first). Only a hash of the token is stored, so a copy of the database cannot be used
 * to take over an account; `used_at` makes each token work once.
 */
export const accountTokens = pgTable(
  "account_tokens",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose").notNull(),
    tokenHash: text("token_hash").notNull(),
    /** For an e-mail change: the address that takes effect when the link is followed. */
    newEmail: text("new_email"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("account_tokens_hash_key").on(t.tokenHash),
    index("account_tokens_user_idx").on(t.userId, t.purpose),
    check(
      "account_tokens_purpose_known",
      sql`${t.purpose} IN ('password_reset', 'email_change', 'email_verify', 'email_change_cancel', 'account_delete')`,
    ),
  ],
);

/**
 * One signed-in device: every sign-in makes a row, and the session token carries its id (`sid`).
 * A token whose row is ended or gone is refused, so one device can be signed out on its own;
 * the user's session version still ends them all at once.
 */
export const userSessions = pgTable(
  "user_sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Bumped by the guard at most every few minutes, so reads stay reads. */
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    /** The User-Agent at sign-in, cut short; the device's name is derived from it when shown. */
    userAgent: text("user_agent").notNull().default(""),
    /** A two-letter country from a trusted proxy's header, or null when the shop was not told. */
    country: char("country", { length: 2 }),
    endedAt: timestamp("ended_at", { withTimezone: true }),
  },
  (t) => [index("user_sessions_user_idx").on(t.userId).where(sql`${t.endedAt} IS NULL`)],
);

/**
 * An invitation to join the staff: the e-mail it was sent to, the role it gives and the SHA-256 of
 * its link's token (as account_tokens keeps them). No user exists until it is accepted, so it is
 * not an account token. Pending while neither accepted nor revoked and before `expires_at`.
 */
export const staffInvites = pgTable(
  "staff_invites",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    role: roleEnum("role").notNull(),
    tokenHash: text("token_hash").notNull(),
    /** Who sent it; kept (null) when that admin's account is deleted. */
    invitedBy: integer("invited_by").references(() => users.id, { onDelete: "set null" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    /** The account made by accepting it (deleting the account deletes the invitation and its e-mail). */
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("staff_invites_token_hash_key").on(t.tokenHash),
    index("staff_invites_email_idx").on(sql`lower(${t.email})`),
    check("staff_invites_staff_role", sql`${t.role} IN ('seller', 'admin')`),
  ],
);

/** A customer's saved shipping addresses; at most one is the default the checkout starts from. */
export const userAddresses = pgTable(
  "user_addresses",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    line1: text("line1").notNull(),
    line2: text("line2").notNull().default(""),
    city: text("city").notNull(),
    state: text("state").notNull().default(""),
    postalCode: text("postal_code").notNull(),
    country: char("country", { length: 2 }).notNull(),
    phone: text("phone").notNull().default(""),
    isDefault: boolean("is_default").notNull().default(false),
    ...timestamps,
  },
  (t) => [
    index("user_addresses_user_idx").on(t.userId),
    uniqueIndex("user_addresses_one_default_key").on(t.userId).where(sql`${t.isDefault}`),
    check("user_addresses_country_format", sql`${t.country} ~ '^[A-Z]{2}$'`),
  ],
);

export const discountKindEnum = pgEnum("discount_kind", ["percent", "fixed"]);

/**
 * A discount code. Amounts are in the catalogue's currency (converted like prices); `usedCount`
 * counts paid orders only and never passes `usageLimit` (the redemption raises it under that check).
 */
export const discountCodes = pgTable(
  "discount_codes",
  {
    id: serial("id").primaryKey(),
    /** Stored upper-case; shoppers type it in any case. */
    code: text("code").notNull(),
    kind: discountKindEnum("kind").notNull(),
    /** Percent off the covered lines, 1-100 (kind percent). */
    percentOff: integer("percent_off"),
    /** Amount off the covered lines, catalogue currency minor units (kind fixed). */
    amountOffMinor: integer("amount_off_minor"),
    startsAt: timestamp("starts_at", { withTimezone: true }),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    /** Paid orders the code may discount in total; null is unlimited. */
    usageLimit: integer("usage_limit"),
    /** Paid orders one customer (account or guest e-mail) may discount; null is unlimited. */
    perCustomerLimit: integer("per_customer_limit"),
    /** Items subtotal needed, catalogue currency minor units; null is none. */
    minSubtotalMinor: integer("min_subtotal_minor"),
    /** Categories whose products (and their descendants') the code covers; empty covers every product. */
    categoryIds: integer("category_ids").array().notNull().default(sql`'{}'::integer[]`),
    active: boolean("active").notNull().default(true),
    usedCount: integer("used_count").notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("discount_codes_code_key").on(sql`upper(${t.code})`),
    check(
      "discount_codes_kind_amount",
      sql`(${t.kind} = 'percent' AND ${t.percentOff} BETWEEN 1 AND 100 AND ${t.amountOffMinor} IS NULL) OR (${t.kind} = 'fixed' AND ${t.amountOffMinor} > 0 AND ${t.percentOff} IS NULL)`,
    ),
    check("discount_codes_limits_positive", sql`coalesce(${t.usageLimit}, 1) >= 1 AND coalesce(${t.perCustomerLimit}, 1) >= 1 AND coalesce(${t.minSubtotalMinor}, 0) >= 0`),
    check("discount_codes_used_within_limit", sql`${t.usedCount} >= 0 AND (${t.usageLimit} IS NULL OR ${t.usedCount} <= ${t.usageLimit})`),
    check("discount_codes_dates_ordered", sql`${t.startsAt} IS NULL OR ${t.endsAt} IS NULL OR ${t.startsAt} < ${t.endsAt}`),
  ],
);

/** One paid order's use of a code: at most one per order, so a payment applied twice counts once. */
export const discountRedemptions = pgTable(
  "discount_redemptions",
  {
    id: serial("id").primaryKey(),
    discountCodeId: integer("discount_code_id")
      .notNull()
      .references(() => discountCodes.id, { onDelete: "cascade" }),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    /** The customer's e-mail as lib/discounts/customer-email.ts compares it (lower-case, no +tag): how a guest's uses are counted. */
    email: text("email"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("discount_redemptions_order_key").on(t.orderId),
    index("discount_redemptions_user_idx").on(t.discountCodeId, t.userId),
    index("discount_redemptions_email_idx").on(t.discountCodeId, t.email),
  ],
);

/** A delivery option for one country; prices are in that country's currency, minor units. */
export const shippingMethods = pgTable(
  "shipping_methods",
  {
    id: serial("id").primaryKey(),
    country: char("country", { length: 2 }).notNull(),
    name: text("name").notNull(),
    priceMinor: integer("price_minor").notNull(),
    /** Items subtotal after discount from which this method is free; null is never. */
    freeAboveMinor: integer("free_above_minor"),
    active: boolean("active").notNull().default(true),
    position: integer("position").notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("shipping_methods_country_name_key").on(t.country, sql`lower(${t.name})`),
    check("shipping_methods_amounts_nonnegative", sql`${t.priceMinor} >= 0 AND coalesce(${t.freeAboveMinor}, 0) >= 0`),
  ],
);

/** The tax of one country, in percent; `inclusive` when catalogue prices already contain it. */
export const taxRates = pgTable(
  "tax_rates",
  {
    country: char("country", { length: 2 }).primaryKey(),
    rate: numeric("rate", { precision: 6, scale: 3 }).notNull(),
    inclusive: boolean("inclusive").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("tax_rates_rate_range", sql`${t.rate} >= 0 AND ${t.rate} <= 100`)],
);

/**
 * A reminder sent for a signed-in shopper's idle cart, keyed by the cart change it was for: one
 * reminder per change, however often the sweep runs.
 */
export const cartReminders = pgTable(
  "cart_reminders",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    cartChangedAt: timestamp("cart_changed_at", { withTimezone: true }).notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("cart_reminders_user_change_key").on(t.userId, t.cartChangedAt),
    index("cart_reminders_sent_idx").on(t.sentAt),
  ],
);

/** One difference a reconciliation found (lib/orders/ledger/compare.ts's Difference). */
export type StoredLedgerDifference = {
  kind: string;
  orderId: number | null;
  providerId: string | null;
  shop: { amountMinor?: number; currency?: string; state?: string } | null;
  provider: { amountMinor?: number; currency?: string; state?: string } | null;
};

/**
 * Each reconciliation of the shop's orders with the provider's records (lib/orders/ledger): the
 * days compared, by whom (the daily job, an admin, the command line), and every difference found.
 */
export const reconciliationRuns = pgTable(
  "reconciliation_runs",
  {
    id: serial("id").primaryKey(),
    ranAt: timestamp("ran_at", { withTimezone: true }).notNull().defaultNow(),
    /** The first and last day compared (UTC), both included. */
    fromDay: date("from_day", { mode: "string" }).notNull(),
    toDay: date("to_day", { mode: "string" }).notNull(),
    /** "daily", "admin" or "script". */
    trigger: text("trigger").notNull(),
    differenceCount: integer("difference_count").notNull(),
    differences: jsonb("differences").$type<StoredLedgerDifference[]>().notNull().default([]),
  },
  (t) => [index("reconciliation_runs_ran_idx").on(t.ranAt)],
);

// Two-step sign-in and passkeys (lib/two-step). Every row belongs to a user and goes with them.

/**
 * A user's authenticator-app secret (RFC 6238), sealed with lib/crypto/seal.ts. `enabledAt` is
 * null while the setup waits for its first code; `lastUsedStep` is the time step of the last
 * code accepted, so that code (and any older one) cannot be replayed.
 */
export const userTotp = pgTable("user_totp", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  secretSealed: text("secret_sealed").notNull(),
  enabledAt: timestamp("enabled_at", { withTimezone: true }),
  lastUsedStep: bigint("last_used_step", { mode: "number" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Single-use recovery codes, kept as keyed hashes; `usedAt` once spent. */
export const userRecoveryCodes = pgTable(
  "user_recovery_codes",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("user_recovery_codes_hash_key").on(t.userId, t.codeHash)],
);

/** A user's WebAuthn credentials (passkeys), as @simplewebauthn/server verified them. */
export const userPasskeys = pgTable(
  "user_passkeys",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The credential id, base64url. */
    credentialId: text("credential_id").notNull(),
    /** The COSE public key, base64url. */
    publicKey: text("public_key").notNull(),
    counter: bigint("counter", { mode: "number" }).notNull().default(0),
    transports: jsonb("transports").$type<string[]>().notNull().default([]),
    name: text("name").notNull(),
    deviceType: text("device_type").notNull(),
    backedUp: boolean("backed_up").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("user_passkeys_credential_key").on(t.credentialId),
    index("user_passkeys_user_idx").on(t.userId),
  ],
);

/**
 * WebAuthn challenges handed to a browser: single-use (deleted when answered) and short-lived.
 * `userId` is null for a usernameless passkey sign-in, where nobody is known yet.
 */
export const webauthnChallenges = pgTable(
  "webauthn_challenges",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose").notNull(),
    challenge: text("challenge").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("webauthn_challenges_expires_idx").on(t.expiresAt),
    check("webauthn_challenges_purpose_known", sql`${t.purpose} IN ('register', 'sign_in', 'second_step')`),
  ],
);

/**
 * A half sign-in: the password was right, the second step is still to come. The ticket (its
 * SHA-256 here) lives minutes, is used once, and dies with a password change (sessionVersion).
 */
export const signInTickets = pgTable(
  "sign_in_tickets",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    sessionVersion: integer("session_version").notNull(),
    remember: boolean("remember").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("sign_in_tickets_expires_idx").on(t.expiresAt)],
);
