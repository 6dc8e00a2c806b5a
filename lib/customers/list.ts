import "server-only";
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import { getDb } from "@/db/client";
import { users } from "@/db/schema";
import { money, type Money } from "@/lib/money/money";
import type { Role } from "@/lib/users/types";
import type { CustomerListQuery, CustomerSort } from "./contract";
import { customerStats } from "./stats";

/** A customer with their figures; `spent` is in the catalogue's currency (see CustomerResponse). */
export type CustomerRow = {
  id: number;
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  role: Role;
  joinedAt: Date;
  orderCount: number;
  spent: Money;
};

/** `%` and `_` typed by the admin are letters to find, not wildcards. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

const fullName = sql`(${users.firstName} || ' ' || ${users.lastName})`;

function searchWhere({ q, role }: Pick<CustomerListQuery, "q" | "role">): SQL | undefined {
  const pattern = q ? likePattern(q) : undefined;
  return and(
    pattern ? or(ilike(fullName, pattern), ilike(users.email, pattern), ilike(users.username, pattern)) : undefined,
    role ? eq(users.role, role) : undefined,
  );
}

/** What a customer row is read from (see toCustomerRow): the user joined with `stats` (0 when none). */
export function customerColumns(stats: ReturnType<typeof customerStats>) {
  return {
    id: users.id,
    username: users.username,
    firstName: users.firstName,
    lastName: users.lastName,
    email: users.email,
    phone: users.phone,
    role: users.role,
    joinedAt: users.createdAt,
    orderCount: sql<number>`coalesce(${stats.orderCount}, 0)`,
    spentMinor: sql<string>`coalesce(${stats.spentMinor}, 0)`,
  };
}

/** Customers matching the search, one page, in the asked order (ties by id, the same way). */
export async function listCustomers(query: CustomerListQuery): Promise<{ results: CustomerRow[]; count: number }> {
  const db = await getDb();
  const stats = customerStats(db);
  const columns = customerColumns(stats);
  const sortColumns: Record<CustomerSort, SQL> = {
    name: sql`lower(${fullName})`,
    email: sql`lower(${users.email})`,
    joined: sql`${users.createdAt}`,
    orders: columns.orderCount,
    spent: columns.spentMinor,
  };
  const direction = query.dir === "asc" ? asc : desc;
  const where = searchWhere(query);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(columns)
      .from(users)
      .leftJoin(stats, eq(stats.userId, users.id))
      .where(where)
      .orderBy(direction(sortColumns[query.sort]), direction(users.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { results: rows.map(toCustomerRow), count: Number(total) };
}

export function toCustomerRow(row: Omit<CustomerRow, "spent" | "orderCount"> & { orderCount: number | string; spentMinor: string | number }): CustomerRow {
  const { spentMinor, ...rest } = row;
  return { ...rest, orderCount: Number(row.orderCount), spent: money(Number(spentMinor)) };
}
