"use client";

import { ArrowUpDown, ChevronDown } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { buttonClasses } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { useReportPending } from "./list-pending";

export type SortChoice = { label: string; href: string; selected: boolean };

/** 'Sort By' menu; each choice is a prepared list address (page reset already applied). */
export function SortMenu({ choices }: { choices: SortChoice[] }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  useReportPending(pending);
  const current = choices.find((choice) => choice.selected) ?? choices[0];
  return (
    <>
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger
          className={buttonClasses({ variant: "secondary", size: "sm", className: "gap-1.5" })}
        >
          <ArrowUpDown className="size-4 text-neutral-500" aria-hidden="true" />
          <span className="text-neutral-600">Sort By:</span>
          <span>{current.label}</span>
          <ChevronDown className="size-4 text-neutral-500" aria-hidden="true" />
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
      <noscript>
        <ul className="flex flex-wrap gap-3 text-sm">
          {choices.map((choice) => (
            <li key={choice.href}>
              <a href={choice.href} aria-current={choice.selected ? "true" : undefined} className="underline">
                {choice.label}
              </a>
            </li>
          ))}
        </ul>
      </noscript>
    </>
  );
}
