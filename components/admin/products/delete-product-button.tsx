"use client";

import * as Popover from "@radix-ui/react-popover";
import { Trash2 } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { Tooltip } from "@/components/ui/tooltip";

/** 'Delete product': a confirmation popover, then the product is taken off sale. */
export function DeleteProductButton({ name, onConfirm }: { name: string; onConfirm: () => Promise<void> }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
      setOpen(false);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Tooltip content="Delete product">
        <Popover.Trigger asChild>
          <Button
            variant="ghost"
            size="icon"
            aria-label="Delete product"
            className="text-red-700 hover:bg-red-50 hover:text-red-800"
          >
            <Trash2 className="size-4" aria-hidden="true" />
          </Button>
        </Popover.Trigger>
      </Tooltip>
      <Popover.Portal>
        <Popover.Content
          role="dialog"
          aria-label={`Delete ${name}`}
          side="left"
          sideOffset={8}
          className="z-50 max-w-[300px] rounded-xl border border-neutral-200 bg-white p-4 text-sm shadow-xl"
        >
          <p className="text-neutral-900">You are about to delete {name} from the inventory list.</p>
          <p className="mt-2 font-medium text-neutral-900">Are you sure you want to do that?</p>
          <div className="mt-4 flex justify-end gap-2">
            <Popover.Close asChild>
              <Button variant="secondary" size="sm">
                Cancel
              </Button>
            </Popover.Close>
            <Button variant="danger" size="sm" onClick={() => void confirm()} disabled={busy}>
              {busy && <Spinner />}
              Delete
            </Button>
          </div>
          <Popover.Arrow className="fill-white" />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
