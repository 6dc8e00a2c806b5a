"use client";

import { useQuery } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useId, useState, type FormEvent } from "react";
import { apiErrorMessage } from "@/components/http/api-error-message";
import { withQueryScope } from "@/components/query/query-scope";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast";
import type { UpdateProductRequest } from "@/lib/catalog/contract/admin";
import { LISTING_LOCATIONS } from "@/lib/location/countries";
import { CATEGORY_OPTIONS_KEY, fetchCategoryOptions, saveProduct } from "../products/admin-api";
import { CategorySelect } from "../products/category-select";
import { announceProductChange } from "@/components/admin/activity/product-changed";

type Props = { productId: number; category: string; locations: string[] };

const sameSet = (a: string[], b: string[]) => a.length === b.length && a.every((code) => b.includes(code));

/**
 * Where the product is filed and sold: its category (taken only when its items fit the new
 * category's variations; the server says which does not) and its listing countries.
 */
function ProductPlacementPanelContent({ productId, category, locations }: Props) {
  const id = useId();
  const router = useRouter();
  const categories = useQuery({ queryKey: CATEGORY_OPTIONS_KEY, queryFn: ({ signal }) => fetchCategoryOptions(signal) });
  const [chosenCategory, setChosenCategory] = useState(category);
  const [chosenLocations, setChosenLocations] = useState(locations);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const changes: UpdateProductRequest = {
    ...(chosenCategory !== category && { category: chosenCategory }),
    ...(!sameSet(chosenLocations, locations) && { locations: chosenLocations }),
  };
  const changed = Object.keys(changes).length > 0;
  const valid = chosenCategory !== "" && chosenLocations.length > 0;

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!changed || !valid) return;
    setSaving(true);
    setProblem(null);
    try {
      await saveProduct(productId, changes);
      toast.success("Category and locations saved");
      router.refresh();
      announceProductChange();
    } catch (error) {
      setProblem(apiErrorMessage(error, "The category and locations could not be saved"));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card as="form" raised className="space-y-4 p-6" onSubmit={save} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-lg font-semibold text-neutral-900">
        Category and locations
      </h2>
      <div>
        <Label htmlFor={`${id}-category`}>Category</Label>
        {categories.isError ? (
          <Alert tone="error" className="mt-1">
            Categories could not be loaded.{" "}
            <Button variant="link" onClick={() => void categories.refetch()}>
              Retry
            </Button>
          </Alert>
        ) : (
          <CategorySelect
            id={`${id}-category`}
            required
            categories={categories.data ?? []}
            value={categories.data ? chosenCategory : ""}
            onChange={setChosenCategory}
            emptyLabel={categories.isPending ? "Loading..." : "Choose category..."}
            emptyDisabled
          />
        )}
        <p className="mt-1 text-xs text-neutral-600">
          Its items must have the new category&apos;s variations (for example a Color and a Size).
        </p>
      </div>
      <fieldset>
        <legend className="text-sm font-medium text-neutral-800">Listing locations</legend>
        <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3">
          {LISTING_LOCATIONS.map((location) => (
            <label key={location.code} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4 accent-brand-600"
                checked={chosenLocations.includes(location.code)}
                onChange={(event) =>
                  setChosenLocations(
                    event.target.checked
                      ? [...chosenLocations, location.code]
                      : chosenLocations.filter((code) => code !== location.code),
                  )
                }
              />
              {location.name}
            </label>
          ))}
        </div>
        {chosenLocations.length === 0 && (
          <p className="mt-2 text-xs text-red-700">Choose at least one location.</p>
        )}
      </fieldset>
      {problem && <Alert tone="error">{problem}</Alert>}
      <div className="flex gap-2">
        <Button type="submit" disabled={!changed || !valid || saving}>
          {saving && <Spinner />}
          Save category and locations
        </Button>
        <Button
          variant="secondary"
          disabled={!changed || saving}
          onClick={() => {
            setChosenCategory(category);
            setChosenLocations(locations);
            setProblem(null);
          }}
        >
          Undo
        </Button>
      </div>
    </Card>
  );
}

/** Loads the categories with TanStack Query, so it brings its own QueryScope. */
export const ProductPlacementPanel = withQueryScope(ProductPlacementPanelContent);
