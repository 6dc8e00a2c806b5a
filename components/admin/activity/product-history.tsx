"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useEffect, useId, useState } from "react";
import { z } from "zod";
import { apiRequest } from "@/components/http/api-request";
import { LoadError } from "@/components/query/load-error";
import { withQueryScope } from "@/components/query/query-scope";
import { Button } from "@/components/ui/button";
import { CardSection } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { AUDIT_KINDS, type AuditPage } from "@/lib/audit/contract";
import { ActivityList } from "./activity-list";
import { onProductChange } from "./product-changed";

const PAGE_SIZE = 10;

const values = z.record(z.string(), z.unknown()).nullable();
const auditPage: z.ZodType<AuditPage> = z.object({
  entries: z.array(
    z.object({
      id: z.number(),
      at: z.string(),
      actor: z.object({ id: z.number().nullable(), name: z.string() }),
      kind: z.enum(AUDIT_KINDS),
      action: z.string(),
      subjectId: z.string(),
      productId: z.number().nullable(),
      summary: z.string(),
      before: values,
      after: values,
    }),
  ),
  page: z.number(),
  pageSize: z.number(),
  count: z.number(),
});

function fetchHistory(productId: number, page: number, signal?: AbortSignal): Promise<AuditPage> {
  const query = new URLSearchParams({
    product: String(productId),
    page: String(page),
    pageSize: String(PAGE_SIZE),
  });
  return apiRequest(`/api/admin/activity?${query}`, { schema: auditPage, signal });
}

/** A product's history for its admin page: the Activity entries about it, newest first, paged. */
function ProductHistoryContent({ productId }: { productId: number }) {
  const id = useId();
  const [page, setPage] = useState(1);
  const history = useQuery({
    queryKey: ["admin", "activity", { product: productId, page }],
    queryFn: ({ signal }) => fetchHistory(productId, page, signal),
    placeholderData: keepPreviousData,
  });
  const { refetch } = history;
  useEffect(() => onProductChange(() => void refetch()), [refetch]);
  const pageCount = history.data ? Math.max(1, Math.ceil(history.data.count / PAGE_SIZE)) : 1;
  return (
    <CardSection
      title="History"
      headingId={`${id}-history`}
      headingSize="base"
      raised
      className="space-y-4 p-5"
    >
      {history.isPending ? (
        <div className="space-y-2" aria-busy="true" aria-label="Loading history">
          <Skeleton className="h-14 w-full" />
          <Skeleton className="h-14 w-full" />
        </div>
      ) : history.isError ? (
        <LoadError
          error={history.error}
          fallback="The history could not be loaded"
          onRetry={() => void history.refetch()}
        />
      ) : history.data.entries.length === 0 ? (
        <p className="text-sm text-neutral-600">No changes recorded for this product yet.</p>
      ) : (
        <>
          <ActivityList entries={history.data.entries} label="Product history" />
          {pageCount > 1 && (
            <nav aria-label="History pages" className="flex items-center justify-between text-sm">
              <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                Newer
              </Button>
              <span>
                Page {page} of {pageCount}
              </span>
              <Button
                variant="secondary"
                size="sm"
                disabled={page >= pageCount}
                onClick={() => setPage(page + 1)}
              >
                Older
              </Button>
            </nav>
          )}
        </>
      )}
    </CardSection>
  );
}

export const ProductHistory = withQueryScope(ProductHistoryContent);
