import { trackingLink } from "@/lib/orders/after-sale/carriers";

type Shipment = {
  id: number;
  carrier: string | null;
  trackingNumber: string | null;
  shippedAt: string;
  lines: { lineId: number; quantity: number }[];
};

const dateTime = new Intl.DateTimeFormat("en-AU", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });

/** The order's parcels, oldest first: when, with whom, the tracking link, and what each held. */
export function OrderShipments({
  shipments,
  lineNames,
  deliveredAt,
}: {
  shipments: Shipment[];
  lineNames: Map<number, string>;
  deliveredAt: string | null;
}) {
  return (
    <div className="mt-2 space-y-3">
      <ol className="space-y-3" aria-label="Shipments">
        {shipments.map((shipment, index) => {
          const link = trackingLink(shipment.carrier, shipment.trackingNumber);
          return (
            <li key={shipment.id}>
              <p className="font-medium">
                Shipment {index + 1} · {dateTime.format(new Date(shipment.shippedAt))} UTC
              </p>
              {shipment.carrier && <p>Carrier: {shipment.carrier}</p>}
              {shipment.trackingNumber && (
                <p className="break-all">
                  Tracking:{" "}
                  {link ? (
                    <a href={link} className="text-brand-700 hover:underline" target="_blank" rel="noreferrer">
                      {shipment.trackingNumber}
                    </a>
                  ) : (
                    shipment.trackingNumber
                  )}
                </p>
              )}
              <ul className="text-neutral-600">
                {shipment.lines.map((line) => (
                  <li key={line.lineId}>
                    {line.quantity} × {lineNames.get(line.lineId) ?? `line ${line.lineId}`}
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ol>
      {deliveredAt && <p>Delivered: {dateTime.format(new Date(deliveredAt))} UTC</p>}
    </div>
  );
}
