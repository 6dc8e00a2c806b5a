"use client";

import { ChevronLeft, ChevronRight } from "lucide-react";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { ADMIN_PRODUCT_PAGE_SIZES } from "@/lib/catalog/contract/constants";

type Props = {
  count: number;
  pageIndex: number;
  rowsPerPage: number;
  onPageChange: (pageIndex: number) => void;
  onRowsPerPageChange: (rows: number) => void;
};

/** Rows per page (5, 10, 25) and previous / next, with the page index counted from 0. */
export function TablePagination({ count, pageIndex, rowsPerPage, onPageChange, onRowsPerPageChange }: Props) {
  const id = useId();
  const first = count === 0 ? 0 : pageIndex * rowsPerPage + 1;
  const last = Math.min(count, (pageIndex + 1) * rowsPerPage);
  const lastPage = Math.max(0, Math.ceil(count / rowsPerPage) - 1);
  return (
    <div className="flex flex-wrap items-center justify-end gap-4 border-t border-neutral-200 px-4 py-3 text-sm text-neutral-700">
      <label htmlFor={id} className="flex items-center gap-2">
        Rows per page:
        <select
          id={id}
          value={rowsPerPage}
          onChange={(event) => onRowsPerPageChange(Number(event.target.value))}
          className="h-8 rounded-md border border-neutral-300 bg-white px-2"
        >
          {ADMIN_PRODUCT_PAGE_SIZES.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </label>
      <span aria-live="polite">
        {first}–{last} of {count}
      </span>
      <div className="flex gap-1">
        <Button
          variant="ghost"
          size="icon"
          aria-label="Previous page"
          disabled={pageIndex === 0}
          onClick={() => onPageChange(pageIndex - 1)}
        >
          <ChevronLeft className="size-4" aria-hidden="true" />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          aria-label="Next page"
          disabled={pageIndex >= lastPage}
          onClick={() => onPageChange(pageIndex + 1)}
        >
          <ChevronRight className="size-4" aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}
