import type { ShopperOrderResponse } from "@/lib/orders/contract/responses";

const when = new Intl.DateTimeFormat("en-AU", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });

/** What has happened to an order, oldest first, each step with its date and time (UTC). */
export function OrderTimeline({ events }: { events: ShopperOrderResponse["timeline"] }) {
  if (events.length === 0) return <p className="mt-3 text-sm text-neutral-600">Nothing has happened to this order yet.</p>;
  return (
    <ol className="mt-4 space-y-4 border-l border-neutral-200 pl-5 text-sm" aria-label="Order timeline">
      {events.map((event) => (
        <li key={event.id} className="relative">
          <span className="absolute top-1.5 -left-[1.6rem] size-2.5 rounded-full bg-brand-600" aria-hidden="true" />
          <p className="text-neutral-900">{event.summary}</p>
          <p className="text-xs text-neutral-600">
            <time dateTime={event.at}>{when.format(new Date(event.at))} UTC</time>
          </p>
        </li>
      ))}
    </ol>
  );
}
