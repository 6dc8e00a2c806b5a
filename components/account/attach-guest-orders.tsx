"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast";
import { apiErrorMessage } from "@/components/http/api-error-message";
import { attachPastGuestOrders } from "./account-api";

const orders = (count: number) => `${count} past order${count === 1 ? "" : "s"}`;

/** Offers a verified shopper the orders they placed as a guest with their address. */
export function AttachGuestOrders({ count }: { count: number }) {
  const router = useRouter();
  const [attaching, setAttaching] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const attach = async () => {
    setAttaching(true);
    setError(null);
    try {
      const attached = await attachPastGuestOrders();
      toast.success(`${orders(attached)} added to your account.`);
      router.refresh();
    } catch (failure) {
      setError(apiErrorMessage(failure, "The orders could not be attached. Please try again."));
    } finally {
      setAttaching(false);
    }
  };

  return (
    <div className="space-y-3">
      <Alert>You placed {orders(count)} as a guest with this e-mail address.</Alert>
      {error && <Alert tone="error">{error}</Alert>}
      <Button type="button" onClick={attach} disabled={attaching}>
        {attaching && <Spinner />}
        Attach {orders(count)}
      </Button>
    </div>
  );
}
