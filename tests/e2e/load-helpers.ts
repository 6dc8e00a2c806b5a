import { MIN_STOCK, type ShopCatalogue } from "../../bench/soak/journey";
import type { ShopperAccount } from "../../bench/soak/shoppers";
import type { SoldLine } from "../../bench/soak/stock-ledger";

// The short load run's view of the shop, read over HTTP (the end-to-end server's database may be
// an embedded one that only the server can open): the catalogue shoppers choose from, every
// item's stock by SKU, and the orders the shoppers paid.

type CategoryNode = { internalName: string; children: CategoryNode[] };
type ProductSummary = { id: number; name: string; variations: Record<string, string[] | undefined> };
type ProductItemSummary = { sku: string; stock: number };
type OrderSummary = { status: string; lines: { sku: string; quantity: number }[] };

/** What /api/orders lists at most: a shopper with this many orders may have more. */
const ORDER_HISTORY_LIMIT = 50;

async function getJson<T>(url: string, token?: string): Promise<T> {
  const response = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return (await response.json()) as T;
}

async function allProducts(baseUrl: string): Promise<ProductSummary[]> {
  const products: ProductSummary[] = [];
  for (let page = 1; ; page++) {
    const { results, count } = await getJson<{ results: ProductSummary[]; count: number }>(`${baseUrl}/api/product?page=${page}&pageSize=100`);
    products.push(...results);
    if (results.length === 0 || products.length >= count) return products;
  }
}

/** Every item's stock by SKU, for the given products. */
export async function stockBySku(baseUrl: string, productIds: readonly number[]): Promise<Map<string, number>> {
  const stock = new Map<string, number>();
  for (const id of productIds) {
    for (const item of await getJson<ProductItemSummary[]>(`${baseUrl}/api/productItem/${id}/byProduct`)) stock.set(item.sku, item.stock);
  }
  return stock;
}

/**
 * The catalogue shoppers choose from (products to buy are those with an item of MIN_STOCK or
 * more), and the stock by SKU of those products' items.
 */
export async function readShop(baseUrl: string): Promise<{ catalogue: ShopCatalogue; stock: Map<string, number> }> {
  const tree = await getJson<CategoryNode[]>(`${baseUrl}/api/category`);
  const flatten = (nodes: CategoryNode[]): string[] => nodes.flatMap((node) => [node.internalName, ...flatten(node.children)]);
  const products = await allProducts(baseUrl);
  const words = new Set(products.flatMap((product) => product.name.toLowerCase().split(/[^a-z]+/).filter((word) => word.length >= 4)));
  const colours = new Set(products.flatMap((product) => (product.variations.Color ?? []).map((colour) => colour.toLowerCase())));
  const buyable: number[] = [];
  const stock = new Map<string, number>();
  for (const product of products) {
    const items = await getJson<ProductItemSummary[]>(`${baseUrl}/api/productItem/${product.id}/byProduct`);
    if (!items.some((item) => item.stock >= MIN_STOCK)) continue;
    buyable.push(product.id);
    for (const item of items) stock.set(item.sku, item.stock);
  }
  const catalogue = { topCategories: tree.map((node) => node.internalName), categories: flatten(tree), colours: [...colours], words: [...words], productIds: buyable };
  return { catalogue, stock };
}

/** The shoppers' paid orders as the server lists them to their owners, and those orders' lines by SKU. */
export async function paidOrdersOf(baseUrl: string, accounts: readonly ShopperAccount[]): Promise<{ orders: number; lines: SoldLine[] }> {
  let orders = 0;
  const lines: SoldLine[] = [];
  for (const account of accounts) {
    const history = await getJson<OrderSummary[]>(`${baseUrl}/api/orders`, account.token);
    if (history.length >= ORDER_HISTORY_LIMIT) throw new Error(`${account.username} has ${ORDER_HISTORY_LIMIT} orders or more: /api/orders may not list them all`);
    for (const order of history.filter((entry) => entry.status === "paid")) {
      orders++;
      lines.push(...order.lines.map((line) => ({ item: line.sku, quantity: line.quantity })));
    }
  }
  return { orders, lines };
}
