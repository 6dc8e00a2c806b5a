import type { ReactNode } from "react";
import { cn } from "@/components/ui/cn";

/** The storefront's centred content width and side padding. */
export function PageContainer({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cn("mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8", className)}>{children}</div>;
}
