"use client";

import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { Pencil, Search } from "lucide-react";
import Link from "next/link";
import { useEffect, useId, useState, type FormEvent } from "react";
import { toast } from "@/components/ui/toast";
import { Alert } from "@/components/ui/alert";
import { Button, buttonClasses } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { TableHead } from "@/components/ui/table-head";
import { TextField } from "@/components/ui/text-field";
import { Tooltip } from "@/components/ui/tooltip";
import { apiErrorMessage } from "@/components/http/api-error-message";
import { DEFAULT_ADMIN_PRODUCT_PAGE_SIZE } from "@/lib/catalog/contract/constants";
import { formatPrice } from "@/lib/money/format";
import {
  archiveProduct,
  CATEGORY_OPTIONS_KEY,
  fetchAdminProducts,
  fetchCategoryOptions,
  restoreProduct,
} from "./admin-api";
import { CategorySelect } from "./category-select";
import { DeleteProductButton } from "./delete-product-button";
import { RestoreProductButton } from "./restore-product-button";
import { TablePagination } from "./table-pagination";
import { withQueryScope } from "@/components/query/query-scope";

const COLUMNS = ["Product Name", "Price", "Average Rating", "Description", "Controls"];

/**
 * The product list: a search term and a category applied by Search, server-side pages (index
 * from 0, 10 rows by default), Edit and Delete per product. 'Show archived' lists the products
 * taken off sale instead, marked, each with Restore.
 */
function ProductManagementContent() {
  const id = useId();
  const queryClient = useQueryClient();
  const [searchInput, setSearchInput] = useState("");
  const [categoryInput, setCategoryInput] = useState("");
  const [filters, setFilters] = useState({ search: "", category: "" });
  const [archived, setArchived] = useState(false);
  const [pageIndex, setPageIndex] = useState(0);
  const [rowsPerPage, setRowsPerPage] = useState<number>(DEFAULT_ADMIN_PRODUCT_PAGE_SIZE);

  const categories = useQuery({
    queryKey: CATEGORY_OPTIONS_KEY,
    queryFn: ({ signal }) => fetchCategoryOptions(signal),
  });
  const query = { pageIndex, rowsPerPage, archived, ...filters };
  const products = useQuery({
    queryKey: ["admin", "products", query],
    queryFn: ({ signal }) => fetchAdminProducts(query, signal),
    placeholderData: keepPreviousData,
  });
  useEffect(() => {
    if (products.error) console.error("Failed to fetch products", products.error);
  }, [products.error]);

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFilters({ search: searchInput.trim(), category: categoryInput });
    setPageIndex(0);
  };

  const remove = async (productId: number, name: string) => {
    try {
      await archiveProduct(productId);
      toast.success(`${name} was taken off sale`);
      await queryClient.invalidateQueries({ queryKey: ["admin", "products"] });
    } catch (error) {
      toast.error(apiErrorMessage(error, `Could not delete ${name}`));
    }
  };

  const restore = async (productId: number, name: string) => {
    try {
      await restoreProduct(productId);
      toast.success(`${name} is back on sale`);
      await queryClient.invalidateQueries({ queryKey: ["admin", "products"] });
    } catch (error) {
      toast.error(apiErrorMessage(error, `Could not restore ${name}`));
    }
  };

  const rows = products.data?.results ?? [];
  return (
    <div className="space-y-4">
      <form
        onSubmit={apply}
        className="flex flex-wrap items-end gap-3"
        role="search"
        aria-label="Find products"
      >
        <TextField
          id={`${id}-search`}
          label="Search"
          className="min-w-56 flex-1"
          type="search"
          placeholder="Product name or description"
          value={searchInput}
          onChange={(event) => setSearchInput(event.target.value)}
        />
        <div className="min-w-48">
          <label htmlFor={`${id}-category`} className="text-sm font-medium text-neutral-800">
            Category
          </label>
          <CategorySelect
            id={`${id}-category`}
            categories={categories.data ?? []}
            value={categoryInput}
            onChange={setCategoryInput}
            emptyLabel="All categories"
          />
        </div>
        <Button type="submit" variant="secondary">
          <Search className="size-4" aria-hidden="true" />
          Search
        </Button>
        <Link href="/admin/product/management/add" className={buttonClasses()}>
          + Add Product
        </Link>
        <label className="flex items-center gap-2 self-center text-sm font-medium text-neutral-800">
          <input
            type="checkbox"
            className="size-4 accent-brand-600"
            checked={archived}
            onChange={(event) => {
              setArchived(event.target.checked);
              setPageIndex(0);
            }}
          />
          Show archived
        </label>
      </form>

      {products.isError && (
        <Alert tone="error">
          Failed to fetch products.{" "}
          <Button variant="link" onClick={() => void products.refetch()}>
            Retry
          </Button>
        </Alert>
      )}

      <Card raised className="overflow-hidden">
        <div className="h-[70vh] overflow-auto">
          <table
            className="w-full min-w-[48rem] text-left text-sm"
            aria-label="Products"
            aria-busy={products.isFetching}
          >
            <TableHead columns={COLUMNS} className="sticky top-0 z-10" />
            <tbody className="divide-y divide-neutral-100">
              {products.isPending &&
                Array.from({ length: rowsPerPage }, (_, index) => (
                  <tr key={index}>
                    {COLUMNS.map((column) => (
                      <td key={column} className="px-4 py-3">
                        <Skeleton className="h-4 w-full" />
                      </td>
                    ))}
                  </tr>
                ))}
              {!products.isPending && rows.length === 0 && (
                <tr>
                  <td colSpan={COLUMNS.length} className="px-4 py-16 text-center text-neutral-600">
                    {archived ? "No archived products" : "No products found"}
                  </td>
                </tr>
              )}
              {rows.map((product) => (
                <tr
                  key={product.id}
                  className={product.archived ? "bg-neutral-50 text-neutral-600" : "hover:bg-neutral-50"}
                >
                  <th scope="row" className="px-4 py-3 font-medium text-neutral-900">
                    {product.name}
                    {product.archived && (
                      <span className="ml-2 rounded-full bg-neutral-200 px-2 py-0.5 text-xs font-medium text-neutral-700">
                        Archived
                      </span>
                    )}
                  </th>
                  <td className="px-4 py-3 tabular-nums">{formatPrice(product.price)}</td>
                  <td className="px-4 py-3 tabular-nums">
                    {product.avgRating === null ? "—" : product.avgRating.toFixed(1)}
                  </td>
                  <td className="max-w-md px-4 py-3 text-neutral-700">
                    <span className="line-clamp-2">{product.description}</span>
                  </td>
                  <td className="px-4 py-3">
                    {product.archived ? (
                      <RestoreProductButton
                        name={product.name}
                        onRestore={() => restore(product.id, product.name)}
                      />
                    ) : (
                      <div className="flex gap-1">
                        <Tooltip content="Edit product">
                          <Link
                            href={`/admin/product/management/${product.id}`}
                            aria-label="Edit product"
                            className={buttonClasses({ variant: "ghost", size: "icon" })}
                          >
                            <Pencil className="size-4" aria-hidden="true" />
                          </Link>
                        </Tooltip>
                        <DeleteProductButton
                          name={product.name}
                          onConfirm={() => remove(product.id, product.name)}
                        />
                      </div>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <TablePagination
          count={products.data?.count ?? 0}
          pageIndex={pageIndex}
          rowsPerPage={rowsPerPage}
          onPageChange={setPageIndex}
          onRowsPerPageChange={(rows) => {
            setRowsPerPage(rows);
            setPageIndex(0);
          }}
        />
      </Card>
    </div>
  );
}

/** Fetches with TanStack Query, so it brings its own QueryScope. */
export const ProductManagement = withQueryScope(ProductManagementContent);
