"use client";

import { ArchiveRestore } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";

/** 'Restore' on an archived product's row: puts it back on sale at once (nothing is lost, so no confirmation). */
export function RestoreProductButton({ name, onRestore }: { name: string; onRestore: () => Promise<void> }) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="secondary"
      size="sm"
      aria-label={`Restore ${name}`}
      disabled={busy}
      onClick={async () => {
        setBusy(true);
        try {
          await onRestore();
        } finally {
          setBusy(false);
        }
      }}
    >
      {busy ? <Spinner /> : <ArchiveRestore className="size-4" aria-hidden="true" />}
      Restore
    </Button>
  );
}
