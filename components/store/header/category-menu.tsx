"use client";

import { ChevronDown, ChevronRight } from "lucide-react";
import Link from "next/link";
import {
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
} from "react";
import type { MenuCategory as Category } from "./menu-tree";
import { categoryHref } from "@/lib/catalog/url/list-state";
import { cn } from "@/components/ui/cn";

/** Leaving the bar and panel with the mouse closes the panel after this delay. */
export const MENU_CLOSE_DELAY_MS = 120;
/** How many levels the hover path follows. */
export const MENU_DEPTH = 4;
const MAX_COLUMNS = 4;

/**
 * The categories whose children the panel lists, one column each, following the hovered path
 * (top-level category first). Stops at a category without children, and at four columns.
 */
export function menuColumns(categories: Category[], path: string[]): Category[] {
  const columns: Category[] = [];
  let level = categories;
  for (const name of path.slice(0, MENU_DEPTH)) {
    const node = level.find((category) => category.internalName === name);
    if (!node || node.children.length === 0) break;
    columns.push(node);
    if (columns.length === MAX_COLUMNS) break;
    level = node.children;
  }
  return columns;
}

type PanelProps = {
  id: string;
  top: Category;
  path: string[];
  onHover: (depth: number, name: string) => void;
};

function MenuPanel({ id, top, path, onHover }: PanelProps) {
  const columns = menuColumns([top], path);
  const showHint = columns.length < MAX_COLUMNS && path.length === columns.length;
  return (
    <div
      id={id}
      className="absolute inset-x-8 top-full z-40 rounded-b-2xl border border-neutral-200 bg-white shadow-xl"
    >
      <div className="grid grid-cols-4 gap-8 p-8">
        {columns.map((parent, index) => (
          <div key={parent.internalName} className="min-w-0">
            <p className="mb-3 text-xs font-semibold tracking-wider text-neutral-500 uppercase">
              {parent.name}
            </p>
            <ul className="space-y-0.5">
              {parent.children.map((child) => {
                const active = path[index + 1] === child.internalName;
                return (
                  <li key={child.internalName}>
                    <Link
                      href={categoryHref(child.internalName)}
                      onMouseEnter={() => onHover(index + 1, child.internalName)}
                      onFocus={() => onHover(index + 1, child.internalName)}
                      className={cn(
                        "flex items-center justify-between gap-2 rounded-md px-2 py-1.5 text-sm text-neutral-700 hover:bg-neutral-100 hover:text-neutral-900",
                        active && "bg-neutral-100 font-medium text-neutral-900",
                      )}
                    >
                      <span className="truncate">{child.name}</span>
                      {child.children.length > 0 && (
                        <ChevronRight className="size-4 shrink-0 text-neutral-400" aria-hidden="true" />
                      )}
                    </Link>
                  </li>
                );
              })}
            </ul>
            <Link
              href={categoryHref(parent.internalName)}
              className="mt-3 inline-block rounded px-2 text-sm font-semibold text-brand-600 hover:underline"
            >
              View All<span className="sr-only"> {parent.name}</span>
            </Link>
          </div>
        ))}
        {showHint && (
          <p className="self-center text-sm text-neutral-500">
            Hover over a category on the left to see more options.
          </p>
        )}
      </div>
    </div>
  );
}

/** Desktop category bar: top-level links; hovering (or the chevron button) opens a panel of subcategories. */
export function CategoryMenu({ categories }: { categories: Category[] }) {
  const [path, setPath] = useState<string[]>([]);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const navRef = useRef<HTMLElement>(null);
  const panelId = useId();

  const cancelClose = () => {
    if (closeTimer.current) clearTimeout(closeTimer.current);
    closeTimer.current = null;
  };
  const scheduleClose = () => {
    cancelClose();
    closeTimer.current = setTimeout(() => setPath([]), MENU_CLOSE_DELAY_MS);
  };
  useEffect(() => () => cancelClose(), []);

  const openTop = (name: string) => {
    cancelClose();
    setPath([name]);
  };
  const hover = (depth: number, name: string) => {
    cancelClose();
    setPath((current) => [...current.slice(0, depth), name].slice(0, MENU_DEPTH));
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape" || path.length === 0) return;
    navRef.current?.querySelector<HTMLButtonElement>('button[aria-expanded="true"]')?.focus();
    setPath([]);
  };
  const onBlur = (event: FocusEvent) => {
    if (!navRef.current?.contains(event.relatedTarget as Node | null)) setPath([]);
  };
  const onClick = (event: MouseEvent) => {
    if ((event.target as HTMLElement).closest("a")) setPath([]);
  };

  if (categories.length === 0)
    return <p className="py-3 text-sm text-neutral-600">No categories available</p>;

  return (
    <nav
      ref={navRef}
      aria-label="Categories"
      onMouseEnter={cancelClose}
      onMouseLeave={scheduleClose}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
      onClick={onClick}
    >
      <ul className="-mx-2 flex flex-wrap items-center">
        {categories.map((top) => {
          const expanded = path[0] === top.internalName;
          const hasChildren = top.children.length > 0;
          return (
            <li
              key={top.internalName}
              className="flex items-center"
              onMouseEnter={() => (hasChildren ? openTop(top.internalName) : setPath([]))}
            >
              <Link
                href={categoryHref(top.internalName)}
                className={cn(
                  "relative rounded-md py-3 pl-2 text-sm font-medium text-neutral-700 hover:text-neutral-900",
                  hasChildren ? "pr-0.5" : "pr-2",
                  expanded &&
                    "text-brand-700 after:absolute after:bottom-0 after:left-2 after:h-0.5 after:bg-brand-600",
                  expanded && (hasChildren ? "after:right-0.5" : "after:right-2"),
                )}
              >
                {top.name}
              </Link>
              {hasChildren && (
                <button
                  type="button"
                  aria-expanded={expanded}
                  aria-controls={expanded ? panelId : undefined}
                  aria-label={`${top.name} subcategories`}
                  onClick={() => (expanded ? setPath([]) : openTop(top.internalName))}
                  // A full 24x24 target beside the link, not under it (WCAG 2.5.8).
                  className="mr-1 inline-flex size-6 shrink-0 items-center justify-center rounded text-neutral-500 hover:bg-neutral-100 hover:text-neutral-900"
                >
                  <ChevronDown
                    className={cn("size-3.5 transition-transform", expanded && "rotate-180")}
                    aria-hidden="true"
                  />
                </button>
              )}
              {expanded && <MenuPanel id={panelId} top={top} path={path} onHover={hover} />}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
