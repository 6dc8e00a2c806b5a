"use client";

import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import Link from "next/link";
import { useRef, useState } from "react";
import { apiErrorMessage } from "@/components/http/api-error-message";
import { LoadError } from "@/components/query/load-error";
import { withQueryScope } from "@/components/query/query-scope";
import { Button, buttonClasses } from "@/components/ui/button";
import { inputClasses } from "@/components/ui/input";
import { Pagination } from "@/components/ui/pagination";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/toast";
import type { DiscountResponse } from "@/lib/discounts/contract";
import { DeleteDiscountDialog } from "./delete-discount-dialog";
import { DiscountDialog } from "./discount-dialog";
import { discountsKey, fetchDiscounts, refreshDiscounts, updateDiscount, type DiscountListParams } from "./discounts-api";
import { DiscountsTable } from "./discounts-table";

/** The list's address for a search and page (defaults left out), so paging and search work as links. */
function listHref({ q, page }: DiscountListParams): string {
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  if (page > 1) params.set("page", String(page));
  const text = params.toString();
  return text ? `/admin/discounts?${text}` : "/admin/discounts";
}

type Open =
  | { dialog: "create" }
  | { dialog: "edit"; discount: DiscountResponse }
  | { dialog: "delete"; discount: DiscountResponse }
  | null;

/** The owner's discount codes: search, one page of the table, and the dialogs that change them. */
function DiscountManagerContent({ q, page }: DiscountListParams) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<Open>(null);
  const [switching, setSwitching] = useState<number | null>(null);
  const createButton = useRef<HTMLButtonElement>(null);
  const list = useQuery({
    queryKey: discountsKey({ q, page }),
    queryFn: ({ signal }) => fetchDiscounts({ q, page }, signal),
    placeholderData: keepPreviousData,
  });

  const toggle = async (discount: DiscountResponse) => {
    setSwitching(discount.id);
    try {
      const saved = await updateDiscount(discount.id, { active: !discount.active });
      toast.success(saved.active ? `${saved.code} activated` : `${saved.code} deactivated`);
      await refreshDiscounts(queryClient);
    } catch (error) {
      toast.error(apiErrorMessage(error, `${discount.code} could not be changed. Please try again.`));
    } finally {
      setSwitching(null);
    }
  };

  const pageCount = list.data ? Math.max(1, Math.ceil(list.data.count / list.data.pageSize)) : 1;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <form role="search" action="/admin/discounts" className="flex flex-wrap items-end gap-3">
          <div className="w-full sm:w-72">
            <label htmlFor="discount-search" className="mb-1 block text-sm font-medium text-neutral-800">
              Search codes
            </label>
            <input
              id="discount-search"
              name="q"
              type="search"
              maxLength={100}
              defaultValue={q ?? ""}
              autoComplete="off"
              className={inputClasses}
            />
          </div>
          <button type="submit" className={buttonClasses({ variant: "secondary", size: "md" })}>
            Search
          </button>
          {q && (
            <Link href={listHref({ page: 1 })} className={buttonClasses({ variant: "ghost", size: "md" })}>
              Clear
            </Link>
          )}
        </form>
        <Button ref={createButton} onClick={() => setOpen({ dialog: "create" })}>
          <Plus className="size-4" aria-hidden="true" />
          New discount code
        </Button>
      </div>

      {list.isPending ? (
        <div aria-busy="true" aria-label="Loading discount codes" className="space-y-2">
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-14 w-full" />
          <Skeleton className="h-14 w-full" />
          <Skeleton className="h-14 w-full" />
        </div>
      ) : list.isError ? (
        <LoadError error={list.error} fallback="The discount codes could not be loaded." onRetry={() => void list.refetch()} />
      ) : list.data.results.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-neutral-300 p-10 text-center text-neutral-600">
          {q ? (
            <p>No code matches “{q}”.</p>
          ) : page > 1 ? (
            <p>No codes on this page.</p>
          ) : (
            <>
              <p className="font-medium text-neutral-800">No discount codes yet</p>
              <p className="mt-1">Create a code to run a sale: a percentage or an amount off, for a while or for good.</p>
            </>
          )}
        </div>
      ) : (
        <>
          <p className="text-sm text-neutral-600" aria-live="polite">
            {list.data.count} {list.data.count === 1 ? "code" : "codes"}
            {q ? ` matching “${q}”` : ""}, newest first
          </p>
          <DiscountsTable
            discounts={list.data.results}
            switching={switching}
            onEdit={(discount) => setOpen({ dialog: "edit", discount })}
            onToggle={(discount) => void toggle(discount)}
            onDelete={(discount) => setOpen({ dialog: "delete", discount })}
          />
        </>
      )}
      <Pagination page={page} pageCount={pageCount} hrefFor={(target) => listHref({ q, page: target })} />

      {(open?.dialog === "create" || open?.dialog === "edit") && (
        <DiscountDialog
          key={open.dialog === "edit" ? open.discount.id : "new"}
          discount={open.dialog === "edit" ? open.discount : undefined}
          onClose={() => setOpen(null)}
        />
      )}
      {open?.dialog === "delete" && (
        <DeleteDiscountDialog
          discount={open.discount}
          onClose={() => setOpen(null)}
          // The row may be gone: focus goes back to the page's main action.
          returnFocus={() => createButton.current?.focus()}
        />
      )}
    </div>
  );
}

export const DiscountManager = withQueryScope(DiscountManagerContent);
