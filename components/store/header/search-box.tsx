"use client";

import { Search } from "lucide-react";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { Suspense, useId, useState, type ChangeEvent, type FormEvent } from "react";
import { cn } from "@/components/ui/cn";
import { PRODUCTS_PATH, productListHref, setSearch } from "@/lib/catalog/url/list-state";

type ViewProps = {
  value?: string;
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  className?: string;
};

/** A plain GET form to /products, so searching also works before (or without) JavaScript. */
function SearchFormView({ value, onChange, onSubmit, className }: ViewProps) {
  const id = useId();
  return (
    <form
      role="search"
      action={PRODUCTS_PATH}
      method="get"
      onSubmit={onSubmit}
      className={cn("relative w-full", className)}
    >
      <label htmlFor={id} className="sr-only">
        Search products
      </label>
      <input
        id={id}
        name="search"
        type="search"
        placeholder="Search products"
        autoComplete="off"
        enterKeyHint="search"
        value={value}
        defaultValue={value === undefined ? "" : undefined}
        onChange={onChange}
        className="h-10 w-full rounded-full border border-neutral-300 bg-neutral-50 pr-12 pl-4 text-sm text-neutral-900 placeholder:text-neutral-500 focus-visible:border-brand-600 focus-visible:bg-white focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600 [&::-webkit-search-cancel-button]:hidden"
      />
      <button
        type="submit"
        aria-label="Search"
        className="absolute top-1 right-1 inline-flex size-8 items-center justify-center rounded-full text-neutral-600 hover:bg-neutral-200 hover:text-neutral-900"
      >
        <Search className="size-4" aria-hidden="true" />
      </button>
    </form>
  );
}

type SearchFormProps = { className?: string; onSearched?: () => void };

/**
 * Enter or the icon applies the term to the product list: page back to 1, `search` set (or
 * removed when empty), other filters kept when already on /products. The box mirrors the
 * URL's term on /products and clears when leaving it.
 */
function LiveSearchForm({ className, onSearched }: SearchFormProps) {
  const pathname = usePathname();
  const params = useSearchParams();
  const router = useRouter();
  const onList = pathname === PRODUCTS_PATH;
  const urlTerm = onList ? (params.get("search") ?? "") : "";
  // Following the URL: a new page or a new term resets the box to the URL's term ('' off the list).
  const location = `${pathname}\n${urlTerm}`;
  const [value, setValue] = useState(urlTerm);
  const [shownLocation, setShownLocation] = useState(location);
  if (shownLocation !== location) {
    setShownLocation(location);
    setValue(urlTerm);
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    router.push(productListHref(setSearch(onList ? params.toString() : "", value)));
    onSearched?.();
  };

  return (
    <SearchFormView
      value={value}
      onChange={(event) => setValue(event.target.value)}
      onSubmit={submit}
      className={className}
    />
  );
}

export function SearchForm(props: SearchFormProps) {
  return (
    <Suspense fallback={<SearchFormView className={props.className} />}>
      <LiveSearchForm {...props} />
    </Suspense>
  );
}
