import Link from "next/link";
import { Alert } from "@/components/ui/alert";

/** Payments received for another amount or currency than their orders': the owner decides each one. */
export function ReviewAlert({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <Alert tone="error">
      {count} payment{count === 1 ? "" : "s"} received for another amount or currency than the order{count === 1 ? "" : "s"}: nothing
      has been sent.{" "}
      <Link href="/admin/orders?status=review" className="font-medium underline">
        Review {count === 1 ? "it" : "them"}
      </Link>
    </Alert>
  );
}
