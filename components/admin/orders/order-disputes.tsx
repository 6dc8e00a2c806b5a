import { CardSection } from "@/components/ui/card";
import type { DisputeView } from "@/lib/orders/payment/disputes";

/** The card holders' disputes of an order's payment: amount, reason, where each stands, money withdrawn and reinstated. */
export function OrderDisputes({ disputes, shown }: { disputes: DisputeView[]; shown: (minor: number) => string }) {
  if (disputes.length === 0) return null;
  return (
    <CardSection headingId="order-disputes" title="Disputes" headingSize="base" raised className="p-5 text-sm">
      <ul className="mt-2 divide-y divide-neutral-100">
        {disputes.map((dispute) => (
          <li key={dispute.id} className="py-2">
            <p className="font-medium tabular-nums">
              {shown(dispute.amountMinor)} · {dispute.reason}
            </p>
            <p className={dispute.state.startsWith("Lost") ? "text-red-800" : "text-neutral-700"}>{dispute.state}</p>
            {(dispute.withdrawnMinor > 0 || dispute.reinstatedMinor > 0) && (
              <p className="text-neutral-600">
                {dispute.withdrawnMinor > 0 && `${shown(dispute.withdrawnMinor)} withdrawn`}
                {dispute.withdrawnMinor > 0 && dispute.reinstatedMinor > 0 && " · "}
                {dispute.reinstatedMinor > 0 && `${shown(dispute.reinstatedMinor)} reinstated`}
              </p>
            )}
          </li>
        ))}
      </ul>
    </CardSection>
  );
}
