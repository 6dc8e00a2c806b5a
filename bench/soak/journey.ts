import { z } from "zod";
import { PRODUCT_SORTS } from "../../lib/catalog/contract/sorts";
import { currencyForCountry } from "../../lib/money/currency";
import { pick, randomInt, type Random } from "../random";
import type { Answer, RequestOptions, ShopperHttp } from "./http-client";
import type { StepStats } from "./step-stats";

// One shopper's visit, over plain HTTP with the calls the browser makes: browse, search, a
// product, sign in, add to cart, check out with the test card that succeeds, and (admins) the
// admin product list. Every answer is checked as far as the next step relies on it.

/** What shoppers choose from: read from the shop under test, never hard-coded. */
export type ShopCatalogue = {
  /** Internal names of top-level categories (the category list page). */
  topCategories: string[];
  /** Internal names of any categories (the filtered list). */
  categories: string[];
  colours: string[];
  /** Words of product names, for searches. */
  words: string[];
  /** Products shoppers buy: each has an item with at least MIN_STOCK in stock. */
  productIds: number[];
};

export type Shopper = {
  index: number;
  username: string;
  password: string;
  email: string;
  name: string;
  /** The payment country; the currency follows from it. */
  country: string;
  http: ShopperHttp;
  /** Shoppers who also look at the admin product list hold an admin's token. */
  adminToken?: string;
};

/** Only items with this much stock are bought, so that a run never sells one out. */
export const MIN_STOCK = 10;
export const SUCCEEDING_CARD = "4242 4242 4242 4242";
/** Share of checkouts whose Pay button is clicked twice: two confirmations of one payment at once. */
export const DOUBLE_CLICK_SHARE = 0.2;

export type JourneyContext = {
  shopper: Shopper;
  catalogue: ShopCatalogue;
  stats: StepStats;
  random: Random;
  /** Called with the payment reference of each order the test card paid. */
  onPaid(paymentIntentId: string): void;
};

/** A step that did not go as expected (already recorded): the rest of the journey cannot follow. */
export class StepFailed extends Error {}

const anything = z.unknown();
const productPage = z.object({ results: z.array(z.object({ id: z.number() })), count: z.number() });
const product = z.object({ id: z.number(), name: z.string() });
const items = z.array(z.object({ id: z.number(), stock: z.number() }));
/** A product no longer has an item to buy once its stock fell below MIN_STOCK (others bought it); shoppers then look at another. */
const PRODUCT_CHOICES = 5;
const session = z.object({ token: z.string().min(1) });
const cart = z.array(z.object({ quantity: z.number(), totalPrice: z.number(), productItem: z.object({ product: z.object({ id: z.number() }) }) }));
const intent = z.object({ clientSecret: z.string().includes("_secret_"), paymentIntentId: z.string() });
const paid = z.object({ status: z.literal("succeeded") });
const paidOrTaken = z.union([paid, z.object({ detail: z.string() })]);
const orderPaid = z.object({ status: z.literal("paid") });

function problemOf(answer: Answer): string {
  const body = answer.body;
  const detail = body && typeof body === "object" && "detail" in body ? String(body.detail) : typeof body === "string" ? body.slice(0, 60) : JSON.stringify(body).slice(0, 120);
  return `${answer.status} ${detail}`.trim();
}

type CallOptions = RequestOptions & {
  /** Statuses beside 2xx that this step may answer (their body is checked by the schema too). */
  alsoExpected?: number[];
};

/** One request of the journey, timed and recorded; answers its checked body or throws StepFailed. */
async function call<T>(context: JourneyContext, step: string, method: string, path: string, schema: z.ZodType<T>, options?: CallOptions): Promise<T> {
  const started = performance.now();
  let error: string | undefined;
  let value: T | undefined;
  try {
    const answer = await context.shopper.http.send(method, path, options);
    const expected = (answer.status >= 200 && answer.status <= 299) || options?.alsoExpected?.includes(answer.status);
    if (!expected) error = problemOf(answer);
    else {
      const parsed = schema.safeParse(answer.body);
      if (parsed.success) value = parsed.data;
      else error = `unexpected answer (${parsed.error.issues[0]?.message}): ${problemOf(answer)}`;
    }
  } catch (failure) {
    error = failure instanceof Error ? failure.message : String(failure);
  }
  context.stats.record(step, performance.now() - started, error);
  if (error !== undefined) throw new StepFailed(`${step}: ${error}`);
  return value as T;
}

const query = (params: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(params).map(([name, value]) => [name, String(value)])).toString();

/**
 * A product's page, then its first item with MIN_STOCK or more (as the product page preselects
 * the first variation). The run's own sales can take an item below that: the shopper then looks
 * at another product, as a real one would; a catalogue with nothing left to buy fails the step.
 */
async function chooseItem(context: JourneyContext): Promise<{ id: number; stock: number }> {
  for (let choice = 1; ; choice++) {
    const productId = pick(context.random, context.catalogue.productIds);
    await call(context, "product page", "GET", `/products/${productId}/details`, anything);
    await call(context, "product api", "GET", `/api/product/${productId}`, product);
    const list = await call(context, "product items api", "GET", `/api/productItem/${productId}/byProduct`, items);
    const found = list.find((item) => item.stock >= MIN_STOCK);
    if (found) return found;
    if (choice === PRODUCT_CHOICES) {
      const problem = `no item with ${MIN_STOCK} in stock in ${PRODUCT_CHOICES} products`;
      context.stats.record("product items api", 0, problem);
      throw new StepFailed(`product items api: ${problem}`);
    }
  }
}

/** Runs one visit from the home page to a paid order (and the admin list for admins). */
export async function shopOnce(context: JourneyContext): Promise<void> {
  const { shopper, catalogue, random } = context;
  const word = () => pick(random, catalogue.words);
  await call(context, "home page", "GET", "/", anything);
  await call(context, "category list page", "GET", `/products?${query({ categories: pick(random, catalogue.topCategories) })}`, anything);
  const filters = { categories: pick(random, catalogue.categories), colour: pick(random, catalogue.colours), sort: pick(random, PRODUCT_SORTS) };
  await call(context, "filtered list page", "GET", `/products?${query(filters)}`, anything);
  await call(context, "search api", "GET", `/api/product?${query({ search: word() })}`, productPage);

  const item = await chooseItem(context);

  const { token } = await call(context, "sign in", "POST", "/auth/login", session, { json: { username: shopper.username, password: shopper.password } });
  await call(context, "add to cart", "POST", "/api/cart", anything, { json: { productItemId: item.id, quantity: randomInt(random, 1, 2) }, token });
  const lines = await call(context, "cart api", "GET", "/api/cart", cart, { token });

  const amount = Math.round(lines.reduce((sum, line) => sum + line.totalPrice, 0) * 100) / 100;
  const body = {
    amount,
    currency: currencyForCountry(shopper.country).toLowerCase(),
    country: shopper.country.toLowerCase(),
    cart: lines.map((line) => ({ product: { id: line.productItem.product.id }, quantity: line.quantity })),
  };
  const { clientSecret } = await call(context, "create intent", "POST", "/api/stripe/create-intent", intent, { json: body, token });
  // As the browser does: the intent id is the client secret's part before "_secret_".
  const paymentIntentId = clientSecret.split("_secret_")[0];
  const shipping = { name: shopper.name, line1: `${shopper.index + 1} Load Street`, line2: "", city: "Testville", state: "", postal_code: "2000", country: shopper.country, phone: "" };
  await call(context, "shipping", "PUT", `/api/stripe/${encodeURIComponent(paymentIntentId)}/shipping`, anything, { json: { name: shopper.name, email: shopper.email, shipping }, token });
  const card = { paymentIntentId, cardNumber: SUCCEEDING_CARD, expiry: "12/34", cvc: "123", billingName: shopper.name, receiptEmail: shopper.email };
  if (random() < DOUBLE_CLICK_SHARE) {
    // Both land at once; one pays, the other answers the same success or 409 (no longer
    // awaiting payment). Either way the order is paid once: the order status and stock say so.
    const click = () => call(context, "pay, double click", "POST", "/api/payments/test/confirm", paidOrTaken, { json: card, token, alsoExpected: [409] });
    const clicks = await Promise.allSettled([click(), click()]);
    const failed = clicks.find((outcome) => outcome.status === "rejected");
    if (failed) throw failed.reason;
  } else {
    await call(context, "pay (test card)", "POST", "/api/payments/test/confirm", paid, { json: card, token });
  }
  context.onPaid(paymentIntentId);
  await call(context, "order status", "GET", `/api/orderstatus?${query({ pi: paymentIntentId })}`, orderPaid, { token });

  if (shopper.adminToken)
    await call(context, "admin product list", "GET", `/api/admin/product?${query({ page: 1, pageSize: 10, search: word() })}`, productPage, { token: shopper.adminToken });
}
