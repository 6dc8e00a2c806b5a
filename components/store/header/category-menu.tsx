"use client";

import { ChevronDown } from "lucide-react";
import Link from "next/link";
import {
  lazy,
  Suspense,
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

// The panel's code loads when the shopper first reaches for the bar (pointer or focus), not
// with the page: most visits never open it.
const loadPanel = () => import("./category-menu-panel");
const MenuPanel = lazy(() => loadPanel().then((module) => ({ default: module.MenuPanel })));

/**
 * Desktop category bar: top-level links; hovering (or the chevron button) opens a panel of
 * subcategories (category-menu-panel.tsx).
 */
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

  // A click on the chevron of a panel the pointer has just opened keeps it open, as the shopper
  // meant (the hover came first on the way to the click); a click on one it opened closes it.
  const openedByHover = useRef(false);
  const openTop = (name: string, byHover = false) => {
    cancelClose();
    openedByHover.current = byHover;
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
      onPointerEnter={() => void loadPanel()}
      onFocus={() => void loadPanel()}
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
              onMouseEnter={() => (hasChildren ? openTop(top.internalName, true) : setPath([]))}
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
                  onClick={() => (expanded && !openedByHover.current ? setPath([]) : openTop(top.internalName))}
                  // A full 24x24 target beside the link, not under it (WCAG 2.5.8).
                  className="mr-1 inline-flex size-6 shrink-0 items-center justify-center rounded text-neutral-500 hover:bg-neutral-100 hover:text-neutral-900"
                >
                  <ChevronDown
                    className={cn("size-3.5 transition-transform", expanded && "rotate-180")}
                    aria-hidden="true"
                  />
                </button>
              )}
              {expanded && (
                // Until the panel's code arrives, the button's aria-controls names this placeholder.
                <Suspense
                  fallback={
                    <span id={panelId} role="status" className="sr-only">
                      Loading...
                    </span>
                  }
                >
                  <MenuPanel id={panelId} top={top} path={path} onHover={hover} />
                </Suspense>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
