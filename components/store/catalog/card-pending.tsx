"use client";

import { useLinkStatus } from "next/link";
import { Spinner } from "@/components/ui/spinner";

/** Inside a product card's link: 'Loading...' over the card while its detail page is on the way. */
export function CardPending() {
  const { pending } = useLinkStatus();
  if (!pending) return null;
  return (
    <span
      role="status"
      className="absolute inset-0 z-10 flex items-center justify-center gap-2 rounded-2xl bg-white/70 text-sm font-medium text-neutral-900 backdrop-blur-[1px]"
    >
      <Spinner />
      Loading...
    </span>
  );
}
