"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { CarrierField } from "@/components/admin/orders/carrier-field";
import { apiErrorMessage } from "@/components/http/api-error-message";
import { apiRequest } from "@/components/http/api-request";
import { OrderStatusBadge } from "@/components/orders/order-status-badge";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { toast } from "@/components/ui/toast";
import type { AdminOrderResponse } from "@/lib/admin/responses";
import { formatPrice } from "@/lib/money/format";
import type { BulkShipResponse } from "@/lib/orders/contract/fulfilment-contract";
import { canShip as shippable } from "@/lib/orders/contract/statuses";
import { z } from "zod";

const dateTime = new Intl.DateTimeFormat("en-AU", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "UTC",
});

const bulkShipAnswer: z.ZodType<BulkShipResponse> = z.object({
  shipped: z.number(),
  refused: z.number(),
  results: z.array(
    z.union([
      z.object({ id: z.number(), shipped: z.literal(true), status: z.literal("shipped") }),
      z.object({
        id: z.number(),
        shipped: z.literal(false),
        error: z.union([z.literal(404), z.literal(409)]),
        detail: z.string(),
      }),
    ]),
  ),
});

/**
 * The orders of one page: date, customer, items, amount and status, each linking to its detail.
 * Orders that can ship can be selected and marked shipped together (with one carrier); the
 * server checks each one again and says which it refused.
 */
export function OrdersTable({ orders }: { orders: AdminOrderResponse[] }) {
  const id = useId();
  const router = useRouter();
  const toShip = orders.filter((order) => shippable({ paymentStatus: order.status, fulfilmentStatus: order.fulfilment }));
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [carrier, setCarrier] = useState("");
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const chosen = toShip.filter((order) => selected.has(order.id)).map((order) => order.id);
  const allChosen = toShip.length > 0 && chosen.length === toShip.length;

  const toggle = (orderId: number, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(orderId);
      else next.delete(orderId);
      return next;
    });

  const markShipped = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const answer = await apiRequest("/api/admin/orders/ship", {
        method: "POST",
        body: { ids: chosen, carrier },
        schema: bulkShipAnswer,
      });
      if (answer.shipped > 0)
        toast.success(`${answer.shipped} order${answer.shipped === 1 ? "" : "s"} marked shipped`);
      const refused = answer.results.flatMap((result) =>
        result.shipped ? [] : [`#${result.id}: ${result.detail}`],
      );
      if (refused.length > 0) setProblem(`Not shipped: ${refused.join("; ")}`);
      setSelected(new Set());
      router.refresh();
    } catch (error) {
      setProblem(apiErrorMessage(error, "The orders could not be marked shipped"));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="space-y-3">
      {toShip.length > 0 && (
        <form
          aria-label="Mark selected orders shipped"
          aria-busy={busy}
          className="flex flex-wrap items-end gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            if (chosen.length > 0) void markShipped();
          }}
        >
          <CarrierField
            id={`${id}-carrier`}
            value={carrier}
            disabled={busy}
            onChange={setCarrier}
            className="w-56"
          />
          <Button type="submit" size="sm" disabled={busy || chosen.length === 0}>
            {busy ? "Marking shipped…" : `Mark shipped${chosen.length ? ` (${chosen.length})` : ""}`}
          </Button>
        </form>
      )}
      {problem && <Alert tone="error">{problem}</Alert>}
      <Card raised className="overflow-x-auto">
        <table className="w-full min-w-[48rem] text-left text-sm" aria-label="Orders">
          <thead className="bg-neutral-100 text-xs tracking-wide text-neutral-700 uppercase">
            <tr>
              <th scope="col" className="w-10 px-4 py-3">
                <Checkbox
                  aria-label="Select every order that can ship"
                  disabled={toShip.length === 0 || busy}
                  checked={allChosen}
                  onCheckedChange={(on) =>
                    setSelected(on === true ? new Set(toShip.map((order) => order.id)) : new Set())
                  }
                />
              </th>
              {["Order", "Date (UTC)", "Customer", "Items", "Amount", "Status"].map((column) => (
                <th key={column} scope="col" className="px-4 py-3 font-semibold">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-neutral-100">
            {orders.map((order) => {
              const canShip = shippable({ paymentStatus: order.status, fulfilmentStatus: order.fulfilment });
              return (
                <tr key={order.id} className="hover:bg-neutral-50">
                  <td className="px-4 py-3">
                    {canShip && (
                      <Checkbox
                        aria-label={`Select order #${order.id}`}
                        disabled={busy}
                        checked={selected.has(order.id)}
                        onCheckedChange={(on) => toggle(order.id, on === true)}
                      />
                    )}
                  </td>
                  <th scope="row" className="px-4 py-3 font-medium">
                    <Link href={`/admin/orders/${order.id}`} className="text-brand-700 hover:underline">
                      #{order.id}
                    </Link>
                  </th>
                  <td className="px-4 py-3 whitespace-nowrap">
                    {dateTime.format(new Date(order.createdAt))}
                  </td>
                  <td className="px-4 py-3">
                    <p className="font-medium text-neutral-900">{order.customer}</p>
                    {order.email && <p className="text-xs text-neutral-600">{order.email}</p>}
                  </td>
                  <td className="px-4 py-3">
                    {order.itemCount} × <span className="text-neutral-700">{order.firstProduct ?? "—"}</span>
                  </td>
                  <td className="px-4 py-3 tabular-nums">
                    {formatPrice(order.amount, { currency: order.currency, country: order.country })}
                  </td>
                  <td className="px-4 py-3">
                    <OrderStatusBadge status={order.status} fulfilment={order.fulfilment} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </Card>
    </div>
  );
}
