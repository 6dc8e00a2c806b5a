"use client";

import { lazy, Suspense, useState } from "react";
import { SortButton } from "./sort-button";
import type { SortChoice } from "./sort-choice";

const loadDropdown = () => import("./sort-dropdown");
const SortDropdown = lazy(loadDropdown);

/**
 * 'Sort By' menu; each choice is a prepared list address (page reset already applied). The
 * page renders the trigger; the menu's code loads when it is first pointed at, focused or used.
 */
export function SortMenu({ choices }: { choices: SortChoice[] }) {
  const [used, setUsed] = useState(false);
  const current = choices.find((choice) => choice.selected) ?? choices[0];
  const preload = () => void loadDropdown();
  return (
    <>
      {used ? (
        <Suspense fallback={<SortButton label={current.label} aria-expanded="true" />}>
          <SortDropdown choices={choices} current={current} />
        </Suspense>
      ) : (
        <SortButton
          label={current.label}
          aria-expanded="false"
          onPointerEnter={preload}
          onFocus={preload}
          onClick={() => setUsed(true)}
        />
      )}
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
