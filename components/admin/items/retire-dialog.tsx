"use client";

import { useState } from "react";
import type { AdminItem } from "@/lib/catalog/contract/items";
import { FormDialog } from "./form-dialog";
import { setRetired } from "./items-api";
import { itemLabel } from "./item-label";
import { useItemAction } from "./use-item-action";

type Props = { productId: number; item: AdminItem; onClose: () => void; returnFocus: () => void };

/** Confirms taking an item off sale, or putting a retired one back on sale. */
export function RetireDialog({ productId, item, onClose, returnFocus }: Props) {
  // Fixed when the dialog opens: once the item is retired, its texts must not flip before it closes.
  const [retire] = useState(item.retiredAt === null);
  const action = useItemAction(productId, onClose);
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      returnFocus={returnFocus}
      title={retire ? `Retire ${item.sku}?` : `Reactivate ${item.sku}?`}
      description={
        retire
          ? `${itemLabel(item)} stays on past orders, but shoppers can no longer see, add or buy it. You can reactivate it later.`
          : `${itemLabel(item)} goes back on sale: shoppers can buy it as soon as it has stock.`
      }
      submitLabel={retire ? "Retire item" : "Reactivate item"}
      submitVariant={retire ? "danger" : "primary"}
      busy={action.busy}
      problem={action.problem}
      onSubmit={() =>
        void action.run(
          () => setRetired(item.id, retire),
          retire ? `${item.sku} retired` : `${item.sku} is on sale again`,
          retire ? "The item could not be retired" : "The item could not be reactivated",
        )
      }
    />
  );
}
