"use client";

import { useId, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { cn } from "@/components/ui/cn";
import { inputClasses } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { MoneyInput } from "@/components/ui/money-input";
import { TextField } from "@/components/ui/text-field";
import { LISTING_LOCATIONS } from "@/lib/location/countries";
import { BASE_CURRENCY } from "@/lib/money/currency";
import type { CategoryOption } from "../products/admin-api";
import { CategorySelect } from "../products/category-select";
import { AddCategoryDialog } from "./add-category-dialog";
import { ImageSlots } from "./image-slots";
import { MAX_DESCRIPTION, MAX_PRODUCT_NAME } from "@/lib/catalog/contract/constants";
import { canGoNext, type ProductInfo } from "./product-rules";

type Props = {
  info: ProductInfo;
  onChange: (info: ProductInfo) => void;
  discount: string;
  onDiscountChange: (discount: string) => void;
  images: File[];
  onImagesChange: (images: File[]) => void;
  categories: CategoryOption[];
  onCategoryCreated: (internalName: string) => void;
  onNext: () => void;
};

/** One titled group of the form's fields, on its own card. */
function FieldGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card as="fieldset" raised className="p-5">
      <legend className="px-1 text-base font-semibold text-neutral-900">{title}</legend>
      <div className="space-y-4">{children}</div>
    </Card>
  );
}

/** 'Product Information': general information, pricing, images and listing location. */
export function ProductInfoTab({
  info,
  onChange,
  discount,
  onDiscountChange,
  images,
  onImagesChange,
  categories,
  onCategoryCreated,
  onNext,
}: Props) {
  const id = useId();
  const set = (patch: Partial<ProductInfo>) => onChange({ ...info, ...patch });
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <div className="space-y-6">
        <FieldGroup title="General Information">
          <TextField
            id={`${id}-name`}
            label="Product name"
            required
            maxLength={MAX_PRODUCT_NAME}
            value={info.name}
            onChange={(event) => set({ name: event.target.value })}
          />
          <div>
            <Label htmlFor={`${id}-description`}>Description</Label>
            <textarea
              id={`${id}-description`}
              required
              maxLength={MAX_DESCRIPTION}
              rows={4}
              aria-describedby={`${id}-description-count`}
              className="mt-1 block w-full rounded-lg border border-neutral-300 bg-white px-3 py-2 text-sm shadow-sm focus-visible:outline-2 focus-visible:outline-brand-600"
              value={info.description}
              onChange={(event) => set({ description: event.target.value })}
            />
            <p id={`${id}-description-count`} className="mt-1 text-right text-xs text-neutral-600">
              {info.description.length}/{MAX_DESCRIPTION}
            </p>
          </div>
          <div className="flex items-end gap-3">
            <div className="flex-1">
              <Label htmlFor={`${id}-category`}>Category</Label>
              <CategorySelect
                id={`${id}-category`}
                required
                categories={categories}
                value={info.category}
                onChange={(category) => set({ category })}
                emptyLabel="Choose category..."
                emptyDisabled
              />
            </div>
            <AddCategoryDialog categories={categories} onCreated={onCategoryCreated} />
          </div>
          <div role="radiogroup" aria-labelledby={`${id}-featured`}>
            <p id={`${id}-featured`} className="text-sm font-medium text-neutral-800">
              Featured
            </p>
            <div className="mt-2 flex gap-6">
              {(["true", "false"] as const).map((value) => (
                <label key={value} className="flex items-center gap-2 text-sm">
                  <input
                    type="radio"
                    name={`${id}-featured`}
                    value={value}
                    checked={info.featured === value}
                    onChange={() => set({ featured: value })}
                    className="size-4 accent-brand-600"
                  />
                  {value === "true" ? "True" : "False"}
                </label>
              ))}
            </div>
          </div>
        </FieldGroup>
        <FieldGroup title="Pricing and Stock">
          <div className="grid gap-4 sm:grid-cols-2">
            <MoneyInput
              id={`${id}-price`}
              label="Price"
              currency={BASE_CURRENCY}
              placeholder="0.00"
              required
              value={info.price}
              onValueChange={(price) => set({ price })}
            />
            <TextField
              id={`${id}-discount`}
              label="Discount (%)"
              inputMode="decimal"
              placeholder="0"
              value={discount}
              onChange={(event) => onDiscountChange(event.target.value)}
              note="Not applied yet."
            />
          </div>
        </FieldGroup>
      </div>
      <div className="space-y-6">
        <FieldGroup title="Upload Image">
          <ImageSlots files={images} onChange={onImagesChange} />
        </FieldGroup>
        <FieldGroup title="Location">
          <div>
            <Label htmlFor={`${id}-location`}>Listing location</Label>
            <select
              id={`${id}-location`}
              required
              className={cn(inputClasses, "mt-1")}
              value={info.location}
              onChange={(event) => set({ location: event.target.value })}
            >
              <option value="" disabled>
                Choose listing location...
              </option>
              {LISTING_LOCATIONS.map((location) => (
                <option key={location.code} value={location.code}>
                  {location.name}
                </option>
              ))}
            </select>
          </div>
        </FieldGroup>
        <div className="flex justify-end">
          <Button size="lg" disabled={!canGoNext(info)} onClick={onNext}>
            Next →
          </Button>
        </div>
      </div>
    </div>
  );
}
