"use client";

import Image from "next/image";
import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { toast } from "@/components/ui/toast";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { MoneyInput } from "@/components/ui/money-input";
import { Spinner } from "@/components/ui/spinner";
import { TextField } from "@/components/ui/text-field";
import { apiErrorMessage } from "@/components/http/api-error-message";
import type { ProductResponse } from "@/lib/catalog/contract/types";
import { BASE_CURRENCY } from "@/lib/money/currency";
import { formatPrice } from "@/lib/money/format";
import { decimalText } from "@/lib/money/price-text";
import { MAX_DESCRIPTION, MAX_PRODUCT_NAME } from "@/lib/catalog/contract/constants";
import { parsePrice } from "./add-product/product-rules";
import { ItemsPanel } from "./items/items-panel";
import { announceProductChange } from "@/components/admin/activity/product-changed";

type Fields = { name: string; price: string; featured: boolean; description: string };

const fieldsOf = (product: ProductResponse): Fields => ({
  name: product.name,
  price: decimalText(product.price),
  featured: product.featured,
  description: product.description,
});

/** A product, read-only until 'Edit' (which becomes 'Cancel'); 'Apply' saves the changes. */
export function EditProduct({ product }: { product: ProductResponse }) {
  const id = useId();
  const router = useRouter();
  const [saved, setSaved] = useState(() => fieldsOf(product));
  const [fields, setFields] = useState(saved);
  const [editing, setEditing] = useState(false);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const price = parsePrice(fields.price);
  const valid =
    fields.name.trim() !== "" && fields.description.trim() !== "" && Number.isFinite(price) && price > 0;
  const changed = JSON.stringify(fields) !== JSON.stringify(saved);

  const apply = async () => {
    setSaving(true);
    setProblem(null);
    try {
      // The admin client (and its response schemas) loads with the first save, not with the page.
      const { updateProduct } = await import("./products/admin-api");
      await updateProduct(product.id, {
        name: fields.name.trim(),
        description: fields.description.trim(),
        price,
        featured: fields.featured,
      });
      setSaved(fields);
      setEditing(false);
      toast.success("Product updated");
      router.refresh();
      announceProductChange();
    } catch (error) {
      setProblem(apiErrorMessage(error, "The product could not be saved"));
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[20rem_1fr]">
      <div className="space-y-3">
        <div className="relative aspect-[4/5] overflow-hidden rounded-2xl bg-neutral-100">
          {product.images[0] ? (
            <Image
              src={product.images[0]}
              alt={product.name}
              fill
              sizes="20rem"
              className="object-cover"
              priority
            />
          ) : (
            <p className="flex h-full items-center justify-center text-sm text-neutral-600">
              No images available
            </p>
          )}
        </div>
        {product.images.length > 1 && (
          <ul className="grid grid-cols-4 gap-2" aria-label="Images">
            {product.images.map((src, index) => (
              <li key={src} className="relative aspect-square overflow-hidden rounded-lg bg-neutral-100">
                <Image
                  src={src}
                  alt={`${product.name}, image ${index + 1}`}
                  fill
                  sizes="5rem"
                  className="object-cover"
                />
              </li>
            ))}
          </ul>
        )}
      </div>
      <Card
        as="form"
        raised
        className="space-y-4 p-6"
        onSubmit={(event) => {
          event.preventDefault();
          if (editing && valid && changed) void apply();
        }}
      >
        <TextField
          id={`${id}-name`}
          label="Product name"
          readOnly={!editing}
          maxLength={MAX_PRODUCT_NAME}
          value={fields.name}
          onChange={(event) => setFields({ ...fields, name: event.target.value })}
        />
        <MoneyInput
          id={`${id}-price`}
          label="Price"
          currency={BASE_CURRENCY}
          readOnly={!editing}
          value={fields.price}
          readOnlyText={formatPrice(parsePrice(saved.price))}
          onValueChange={(price) => setFields({ ...fields, price })}
        />
        {editing && (
          <p className="-mt-2 text-xs text-neutral-600">
            Each item&apos;s price changes in the same proportion, never below 0.01.
          </p>
        )}
        <label className="flex items-center gap-2 text-sm font-medium text-neutral-800">
          <input
            type="checkbox"
            className="size-4 accent-brand-600"
            disabled={!editing}
            checked={fields.featured}
            onChange={(event) => setFields({ ...fields, featured: event.target.checked })}
          />
          Featured
        </label>
        <div>
          <Label htmlFor={`${id}-description`}>Description</Label>
          <textarea
            id={`${id}-description`}
            rows={4}
            readOnly={!editing}
            maxLength={MAX_DESCRIPTION}
            className="mt-1 block w-full rounded-lg border border-neutral-300 bg-white px-3 py-2 text-sm read-only:bg-neutral-50"
            value={fields.description}
            onChange={(event) => setFields({ ...fields, description: event.target.value })}
          />
        </div>
        {problem && <Alert tone="error">{problem}</Alert>}
        <div className="flex gap-2">
          <Button
            variant="secondary"
            onClick={() => {
              if (editing) setFields(saved);
              setEditing(!editing);
              setProblem(null);
            }}
          >
            {editing ? "Cancel" : "Edit"}
          </Button>
          {editing && (
            <Button type="submit" disabled={!valid || !changed || saving}>
              {saving && <Spinner />}
              Apply
            </Button>
          )}
        </div>
      </Card>
      <ItemsPanel productId={product.id} className="lg:col-span-2" />
    </div>
  );
}
