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

/**
 * First image (or placeholder), name, description, colour count and price; the whole card links
 * to the detail page. Styled by named classes (app/globals.css): a list page holds a dozen
 * cards, each spelled out in its HTML and again in the page's RSC payload.
 */
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
    className: "product-card-image",
  });
  return (
    <Card as="article" className="product-card">
      <div className="product-card-media">
        <PlainImage image={image} />
        {product.featured && (
          <span className="product-card-badge">Featured</span>
        )}
      </div>
      <div className="product-card-body">
        <Heading className="product-card-title">
          <Link href={productHref(product.id)} className="product-card-link">
            {product.name}
            <CardPending />
          </Link>
        </Heading>
        <p className="product-card-description">{product.description}</p>
        {colours.length > 0 && (
          <p className="product-card-colours">
            <ColourDots colours={colours} />
            {colours.length} colour(s)
          </p>
        )}
        <p className="product-card-price">
          <ShopperPrice price={product.price} />
        </p>
      </div>
    </Card>
  );
}
