import { ArrowDown, ArrowUp } from "lucide-react";
import Link from "next/link";
import { Card } from "@/components/ui/card";
import { CUSTOMER_SORT_LABELS, ROLE_LABELS, type CustomerResponse, type CustomerSort } from "@/lib/customers/contract";
import { formatPrice } from "@/lib/money/format";

const date = new Intl.DateTimeFormat("en-AU", { dateStyle: "medium", timeZone: "UTC" });

type Props = {
  customers: CustomerResponse[];
  sort: CustomerSort;
  dir: "asc" | "desc";
  /** The list's address sorted by a column (the same column again flips the direction). */
  sortHref: (sort: CustomerSort) => string;
};

const COLUMNS: { sort: CustomerSort; numeric?: boolean }[] = [
  { sort: "name" },
  { sort: "email" },
  { sort: "joined" },
  { sort: "orders", numeric: true },
  { sort: "spent", numeric: true },
];

/** One page of customers; each column header sorts by it, each name opens the customer. */
export function CustomersTable({ customers, sort, dir, sortHref }: Props) {
  return (
    <Card raised className="overflow-x-auto">
      <table className="w-full min-w-[48rem] text-left text-sm" aria-label="Customers">
        <thead className="bg-neutral-100 text-xs tracking-wide text-neutral-700 uppercase">
          <tr>
            {COLUMNS.map((column) => {
              const active = column.sort === sort;
              const Arrow = dir === "asc" ? ArrowUp : ArrowDown;
              return (
                <th
                  key={column.sort}
                  scope="col"
                  aria-sort={active ? (dir === "asc" ? "ascending" : "descending") : undefined}
                  className={column.numeric ? "px-4 py-3 text-right font-semibold" : "px-4 py-3 font-semibold"}
                >
                  <Link href={sortHref(column.sort)} className="inline-flex items-center gap-1 hover:underline">
                    {CUSTOMER_SORT_LABELS[column.sort]}
                    {active && <Arrow className="size-3" aria-hidden="true" />}
                  </Link>
                </th>
              );
            })}
            <th scope="col" className="px-4 py-3 font-semibold">
              Role
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-neutral-100">
          {customers.map((customer) => (
            <tr key={customer.id} className="hover:bg-neutral-50">
              <th scope="row" className="px-4 py-3 font-medium">
                <Link href={`/admin/customers/${customer.id}`} className="text-brand-700 hover:underline">
                  {customer.name || customer.username}
                </Link>
                <p className="text-xs font-normal text-neutral-600">{customer.username}</p>
              </th>
              <td className="px-4 py-3 break-all">{customer.email}</td>
              <td className="px-4 py-3 whitespace-nowrap">{date.format(new Date(customer.joinedAt))}</td>
              <td className="px-4 py-3 text-right tabular-nums">{customer.orderCount}</td>
              <td className="px-4 py-3 text-right tabular-nums">{formatPrice(customer.totalSpent)}</td>
              <td className="px-4 py-3">{ROLE_LABELS[customer.role]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
