import type { OrderEvent, OrderEventType } from "@/lib/orders/read/timeline";
import { cn } from "@/components/ui/cn";

const TYPE_LABELS: Record<OrderEventType, string> = {
  status: "Status",
  payment: "Payment",
  email: "E-mail",
  refund: "Refund",
  note: "Note",
  job: "Task",
};

const TYPE_STYLES: Record<OrderEventType, string> = {
  status: "bg-sky-50 text-sky-900",
  payment: "bg-emerald-50 text-emerald-900",
  email: "bg-violet-50 text-violet-900",
  refund: "bg-amber-50 text-amber-900",
  note: "bg-neutral-100 text-neutral-800",
  job: "bg-red-50 text-red-900",
};

const dateTime = new Intl.DateTimeFormat("en-AU", {
  dateStyle: "medium",
  timeStyle: "medium",
  timeZone: "UTC",
});

/** Everything that happened to the order, oldest first: moves, payment events, e-mails, failed tasks. */
export function OrderTimeline({ events }: { events: OrderEvent[] }) {
  if (events.length === 0)
    return <p className="mt-2 text-neutral-600">Nothing has happened to this order yet.</p>;
  return (
    <ol className="mt-3 space-y-3 border-l border-neutral-200 pl-4" aria-label="Order timeline">
      {events.map((event) => (
        <li key={event.id} className="relative">
          <span
            aria-hidden="true"
            className="absolute top-1.5 -left-[1.3rem] size-2 rounded-full bg-neutral-400"
          />
          <p className="flex flex-wrap items-center gap-2">
            <span className={cn("rounded px-1.5 py-0.5 text-xs font-medium", TYPE_STYLES[event.type])}>
              {TYPE_LABELS[event.type]}
            </span>
            <span className="text-neutral-900">{event.summary}</span>
          </p>
          <p className="text-xs text-neutral-600">
            <time dateTime={event.at}>{dateTime.format(new Date(event.at))} UTC</time>
            {event.actorName ? ` · by ${event.actorName}` : ""}
          </p>
        </li>
      ))}
    </ol>
  );
}
