import type { Db } from "@/db/client";
import { orderLines, orders } from "@/db/schema";
import { currencyForCountry } from "@/lib/money/currency";
import type { Random } from "./random";

export type SeedItem = { id: number; productId: number; productName: string; sku: string; priceMinor: number };
export type SeedCustomer = { id: number; country: string; email: string; name: string };

const DAY_MS = 24 * 60 * 60 * 1000;
const CITIES: Record<string, { city: string; state: string; postal: string }> = {
  AU: { city: "Melbourne", state: "VIC", postal: "3000" },
  US: { city: "Portland", state: "OR", postal: "97201" },
  IT: { city: "Milano", state: "MI", postal: "20121" },
  CA: { city: "Toronto", state: "ON", postal: "M5V 2T6" },
  SG: { city: "Singapore", state: "", postal: "049315" },
};

/** Past orders over the last eight weeks, so the dashboard has real history to show. */
export async function seedOrders(db: Db, random: Random, customers: SeedCustomer[], items: SeedItem[], count = 150): Promise<number> {
  const now = Date.now();
  for (let index = 0; index < count; index++) {
    const customer = random.pick(customers);
    const chosen = random.sample(items, random.int(1, 3));
    const lines = chosen.map((item) => ({ item, quantity: random.int(1, 3) }));
    const amount = lines.reduce((sum, { item, quantity }) => sum + item.priceMinor * quantity, 0);
    const createdAt = new Date(now - random.next() * 56 * DAY_MS);
    const roll = random.next();
    const status = roll < 0.86 ? "paid" : roll < 0.95 ? "failed" : "pending";
    const place = CITIES[customer.country] ?? CITIES.US;
    const [order] = await db
      .insert(orders)
      .values({
        userId: customer.id,
        paymentIntentId: `seed_pi_${String(index + 1).padStart(4, "0")}`,
        provider: "seed",
        paymentStatus: status,
        failureReason: status === "failed" ? "Your card was declined." : null,
        currency: currencyForCountry(customer.country),
        country: customer.country,
        baseAmountMinor: amount,
        exchangeRate: "1",
        amountMinor: amount,
        customerName: customer.name,
        customerEmail: customer.email,
        shipping: { name: customer.name, line1: `${random.int(1, 200)} Market Street`, city: place.city, state: place.state, postal_code: place.postal, country: customer.country },
        paidAt: status === "paid" ? new Date(createdAt.getTime() + 60_000) : null,
        fulfilledAt: status === "paid" ? new Date(createdAt.getTime() + 60_000) : null,
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: orders.id });
    await db.insert(orderLines).values(
      lines.map(({ item, quantity }) => ({
        orderId: order.id,
        productItemId: item.id,
        productId: item.productId,
        productName: item.productName,
        sku: item.sku,
        unitPriceMinor: item.priceMinor,
        quantity,
      })),
    );
  }
  return count;
}
