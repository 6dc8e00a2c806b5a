import Link from "next/link";
import { Card } from "@/components/ui/card";
import type { ProductResponse } from "@/lib/catalog/contract/types";
import { productHref } from "@/lib/catalog/url/list-state";
import { ShopperPrice } from "../price/shopper-price";
import { CardPending } from "./card-pending";
import { ColourDots } from "./colour-dots";
import { PlainImage } from "./plain-image";
import { productImageProps } from "./product-image";

type ProductCardProps = {
  product: ProductResponse;
  /** The `sizes` of the card's image in its grid. */
  sizes: string;
  headingLevel?: "h2" | "h3";
  priority?: boolean;
};

/** First image (or placeholder), name, description, colour count and price; the whole card links to the detail page. */
export function ProductCard({
  product,
  sizes,
  headingLevel: Heading = "h3",
  priority = false,
}: ProductCardProps) {
  const colours = product.variations.Color ?? [];
  const image = productImageProps({
    src: product.images[0],
    alt: product.images.length ? product.name : "",
    sizes,
    eager: priority,
    className: "object-cover transition-transform duration-300 group-hover:scale-[1.03]",
  });
  return (
    <Card
      as="article"
      className="group relative flex h-full flex-col overflow-hidden transition-shadow focus-within:shadow-lg hover:shadow-lg"
    >
      <div className="relative aspect-[4/5] overflow-hidden bg-neutral-100">
        <PlainImage image={image} />
        {product.featured && (
          <span className="absolute top-3 left-3 rounded-full bg-white/95 px-2.5 py-1 text-xs font-semibold text-neutral-900 shadow-sm">
            Featured
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-3 sm:p-4">
        <Heading className="line-clamp-2 text-sm font-semibold text-neutral-900 sm:text-[15px]">
          <Link
            href={productHref(product.id)}
            className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-brand-600"
          >
            {product.name}
            <CardPending />
          </Link>
        </Heading>
        <p className="line-clamp-2 text-xs text-neutral-600 sm:text-sm">{product.description}</p>
        {colours.length > 0 && (
          <p className="flex items-center gap-2 text-xs text-neutral-600">
            <ColourDots colours={colours} />
            {colours.length} colour(s)
          </p>
        )}
        <p className="mt-auto pt-1 text-base font-semibold text-neutral-900">
          <ShopperPrice price={product.price} />
        </p>
      </div>
    </Card>
  );
}
