import Link from "next/link";
import type { LowStock } from "@/lib/admin/low-stock";

/**
 * The 'Low stock' panel's content: items still sold at or below the threshold, fewest first,
 * each linking to its product's edit page, and the way to the rest in the inventory.
 */
export function LowStockList({ lowStock }: { lowStock: LowStock }) {
  const { items, threshold, total } = lowStock;
  if (items.length === 0)
    return (
      <p className="py-8 text-center text-sm text-neutral-600">
        No items at or below {threshold} in stock.
      </p>
    );
  return (
    <div>
      <p className="mb-2 text-xs text-neutral-600">
        {total > items.length ? `${total > 999 ? "999+" : total} items` : `${total} ${total === 1 ? "item" : "items"}`} at
        or below {threshold} in stock
      </p>
      <ul className="divide-y divide-neutral-100">
        {items.map((item) => (
          <li key={item.itemId} className="flex items-center gap-3 py-2.5">
            <div className="min-w-0 flex-1">
              <Link
                href={`/admin/product/management/${item.productId}`}
                className="block truncate text-sm font-medium text-neutral-900 hover:text-brand-700 hover:underline"
              >
                {item.productName}
              </Link>
              <p className="truncate text-xs text-neutral-600">
                {item.sku}
                {item.variations && ` · ${item.variations}`}
              </p>
            </div>
            <span
              className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold tabular-nums ${
                item.stock === 0 ? "bg-red-50 text-red-800" : "bg-amber-50 text-amber-900"
              }`}
            >
              {item.stock === 0 ? "Out of stock" : `${item.stock} left`}
            </span>
          </li>
        ))}
      </ul>
      <Link
        href="/admin/inventory?sort=stock_asc"
        className="mt-3 inline-block text-sm font-medium text-brand-700 hover:underline"
      >
        View all in Inventory
      </Link>
    </div>
  );
}
