"use client";

import { Minus, Plus, Trash2 } from "lucide-react";
import Image from "next/image";
import Link from "next/link";
import { productHref } from "@/lib/catalog/url/list-state";
import { productImageSource } from "@/components/store/catalog/product-image";
import { ShopperPrice } from "@/components/store/price/shopper-price";
import { Button } from "@/components/ui/button";
import type { CartLineResponse } from "@/lib/cart/types";

type CartLineItemProps = {
  line: CartLineResponse;
  /** A change to this line is on its way: its controls wait. */
  busy: boolean;
  onQuantityChange(quantity: number): void;
  onRemove(): void;
};

/** One cart line: image, name, variations, unit price, minus / quantity / plus, remove and line total. */
export function CartLineItem({ line, busy, onQuantityChange, onRemove }: CartLineItemProps) {
  const { product } = line.productItem;
  const image = productImageSource(product.images[0]);
  const variations = line.productItem.variations
    .map((variation) => `${variation.name}: ${variation.value}`)
    .join(" · ");

  return (
    <li className="flex gap-4 py-5" aria-busy={busy || undefined}>
      <div className="relative size-24 shrink-0 overflow-hidden rounded-xl bg-neutral-100">
        <Image
          src={image.src}
          unoptimized={image.unoptimized}
          alt=""
          fill
          sizes="96px"
          className="object-cover"
        />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-1">
          <h2 className="text-base font-semibold text-neutral-900">
            <Link href={productHref(product.id)} className="hover:underline">
              {product.name}
            </Link>
          </h2>
          {variations && <p className="text-sm text-neutral-600">{variations}</p>}
          <p className="text-sm text-neutral-700"><ShopperPrice price={line.productItem.price} /> each</p>
        </div>
        <div className="flex items-center justify-between gap-6 sm:flex-col sm:items-end">
          <div className="flex items-center gap-1" role="group" aria-label={`Quantity of ${product.name}`}>
            <Button
              variant="secondary"
              size="icon"
              className="size-9"
              aria-label={`Decrease quantity of ${product.name}`}
              disabled={busy || line.quantity <= 1}
              onClick={() => onQuantityChange(line.quantity - 1)}
            >
              <Minus className="size-4" aria-hidden="true" />
            </Button>
            <output
              className="w-10 text-center text-sm font-semibold tabular-nums"
              aria-live="polite"
              data-testid="line-quantity"
            >
              {line.quantity}
            </output>
            <Button
              variant="secondary"
              size="icon"
              className="size-9"
              aria-label={`Increase quantity of ${product.name}`}
              disabled={busy}
              onClick={() => onQuantityChange(line.quantity + 1)}
            >
              <Plus className="size-4" aria-hidden="true" />
            </Button>
          </div>
          <div className="flex items-center gap-4">
            <p className="text-base font-semibold text-neutral-900 tabular-nums" data-testid="line-total">
              <ShopperPrice price={line.productItem.price} quantity={line.quantity} />
            </p>
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Remove ${product.name} from cart`}
              disabled={busy}
              onClick={onRemove}
            >
              <Trash2 className="size-4" aria-hidden="true" />
              <span aria-hidden="true">Remove</span>
            </Button>
          </div>
        </div>
      </div>
    </li>
  );
}
