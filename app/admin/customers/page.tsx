import type { Metadata } from "next";
import Link from "next/link";
import { connection } from "next/server";
import { AdminPage } from "@/components/admin/admin-page";
import { PageLinks } from "@/components/admin/page-links";
import { CustomersTable } from "@/components/admin/customers/customers-table";
import { buttonClasses } from "@/components/ui/button";
import { inputClasses } from "@/components/ui/input";
import { pageOrNotFound } from "@/lib/auth/session";
import {
  CUSTOMER_PAGE_SIZES,
  customerListQuery,
  DEFAULT_CUSTOMER_PAGE_SIZE,
  ROLE_LABELS,
  type CustomerListQuery,
} from "@/lib/customers/contract";
import { listCustomers } from "@/lib/customers/list";
import { toCustomerPageResponse } from "@/lib/customers/responses";
import { ROLES } from "@/lib/users/types";

export const metadata: Metadata = { title: "Customers" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const DEFAULTS = customerListQuery.parse({});

/** The address of the list with these choices (defaults left out, so links stay short). */
function listHref(query: CustomerListQuery): string {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.role) params.set("role", query.role);
  if (query.sort !== DEFAULTS.sort || query.dir !== DEFAULTS.dir) {
    params.set("sort", query.sort);
    params.set("dir", query.dir);
  }
  if (query.page > 1) params.set("page", String(query.page));
  if (query.pageSize !== DEFAULT_CUSTOMER_PAGE_SIZE) params.set("pageSize", String(query.pageSize));
  const text = params.toString();
  return text ? `/admin/customers?${text}` : "/admin/customers";
}

/**
 * Every user of the shop with their orders and what they spent, searched, sorted and paged on
 * the server; links and the search form work without JavaScript. Total spent: see CustomerResponse.
 */
export default async function CustomersPage({ searchParams }: Props) {
  await connection();
  await pageOrNotFound("customers");
  const raw = Object.fromEntries(
    Object.entries(await searchParams).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
  const parsed = customerListQuery.safeParse(raw);
  const query = parsed.success ? parsed.data : DEFAULTS;
  const { results, count } = toCustomerPageResponse(await listCustomers(query), query);
  const pages = Math.max(1, Math.ceil(count / query.pageSize));
  const href = (patch: Partial<CustomerListQuery>) => listHref({ ...query, ...patch });
  return (
    <AdminPage
      title="Customers"
      intro={`${count} ${query.q ? "matching " : ""}${count === 1 ? "person" : "people"} · total spent is paid orders net of refunds, in the catalogue's currency`}
    >
      <form role="search" action="/admin/customers" className="flex flex-wrap items-end gap-3">
        <div className="w-full max-w-sm">
          <label htmlFor="customer-search" className="mb-1 block text-sm font-medium text-neutral-800">
            Search by name or e-mail
          </label>
          <input id="customer-search" name="q" type="search" maxLength={100} defaultValue={query.q ?? ""} className={inputClasses} />
        </div>
        {query.role && <input type="hidden" name="role" value={query.role} />}
        <button type="submit" className={buttonClasses({ size: "md" })}>
          Search
        </button>
        {query.q && (
          <Link href={href({ q: undefined, page: 1 })} className={buttonClasses({ variant: "ghost", size: "md" })}>
            Clear
          </Link>
        )}
      </form>
      <nav aria-label="Filter by role" className="flex flex-wrap gap-2">
        {[undefined, ...ROLES].map((role) => (
          <Link
            key={role ?? "all"}
            href={href({ role, page: 1 })}
            aria-current={query.role === role ? "page" : undefined}
            className={buttonClasses({ variant: query.role === role ? "primary" : "secondary", size: "sm" })}
          >
            {role ? ROLE_LABELS[role] : "All"}
          </Link>
        ))}
      </nav>
      {!parsed.success && (
        <p role="alert" className="rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900">
          That address had choices the list does not know; showing everyone instead.
        </p>
      )}
      {results.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-neutral-300 p-10 text-center text-neutral-600">
          {query.q ? `Nobody matches “${query.q}”` : "No customers yet"}
        </p>
      ) : (
        <CustomersTable
          customers={results}
          sort={query.sort}
          dir={query.dir}
          sortHref={(sort) =>
            href({ sort, dir: sort === query.sort ? (query.dir === "asc" ? "desc" : "asc") : sort === "name" || sort === "email" ? "asc" : "desc", page: 1 })
          }
        />
      )}
      <PageLinks sizes={CUSTOMER_PAGE_SIZES} pageSize={query.pageSize} page={query.page} pages={pages} href={href} />
    </AdminPage>
  );
}
