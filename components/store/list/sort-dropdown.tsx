"use client";

import { useRouter } from "next/navigation";
import { useTransition } from "react";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { useReportPending } from "./list-pending";
import { SortButtonFace, sortButtonClasses } from "./sort-button";
import type { SortChoice } from "./sort-choice";

/** The 'Sort By' menu itself (Radix), loaded on first use; opens at once when it arrives. */
export default function SortDropdown({ choices, current }: { choices: SortChoice[]; current: SortChoice }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  useReportPending(pending);
  return (
    <DropdownMenu modal={false} defaultOpen>
      <DropdownMenuTrigger className={sortButtonClasses}>
        <SortButtonFace label={current.label} />
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>Sort By</DropdownMenuLabel>
        <DropdownMenuRadioGroup value={current.href}>
          {choices.map((choice) => (
            <DropdownMenuRadioItem
              key={choice.href}
              value={choice.href}
              onSelect={() => startTransition(() => router.push(choice.href, { scroll: false }))}
            >
              {choice.label}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
