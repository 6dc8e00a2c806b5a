"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { apiErrorMessage } from "@/components/http/api-error-message";
import { toast } from "@/components/ui/toast";
import type { DiscountResponse } from "@/lib/discounts/contract";
import { FormDialog } from "../items/form-dialog";
import { deleteDiscount, refreshDiscounts } from "./discounts-api";

type Props = { discount: DiscountResponse; onClose: () => void; returnFocus: () => void };

/** Confirms deleting a code; one an order has used is refused by the server, with its reason shown. */
export function DeleteDiscountDialog({ discount, onClose, returnFocus }: Props) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const confirm = async () => {
    setBusy(true);
    setProblem(null);
    try {
      await deleteDiscount(discount.id);
      toast.success(`${discount.code} deleted`);
      await refreshDiscounts(queryClient);
      onClose();
    } catch (error) {
      setProblem(apiErrorMessage(error, "The code could not be deleted. Please try again."));
    } finally {
      setBusy(false);
    }
  };
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      returnFocus={returnFocus}
      title={`Delete ${discount.code}?`}
      description="Shoppers can no longer use it, and it cannot be brought back. A code an order has used cannot be deleted: deactivate it instead."
      submitLabel="Delete code"
      submitVariant="danger"
      busy={busy}
      problem={problem}
      onSubmit={() => void confirm()}
    />
  );
}
