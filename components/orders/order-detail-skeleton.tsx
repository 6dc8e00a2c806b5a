/** While an order is read: the page's outline, announced as loading. */
export function OrderDetailSkeleton() {
  return (
    <div role="status" aria-live="polite" className="animate-pulse">
      <span className="sr-only">Loading your order…</span>
      <div className="h-4 w-24 rounded bg-neutral-200" aria-hidden="true" />
      <div className="mt-4 h-9 w-56 rounded bg-neutral-200" aria-hidden="true" />
      <div className="mt-8 grid gap-6 lg:grid-cols-[1fr_20rem]" aria-hidden="true">
        <div className="h-64 rounded-2xl bg-neutral-100" />
        <div className="h-40 rounded-2xl bg-neutral-100" />
      </div>
    </div>
  );
}
