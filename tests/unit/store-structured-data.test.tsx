import { render } from "@testing-library/react";
import { JsonLd } from "@/components/store/json-ld";
import { canonicalListHref } from "@/lib/catalog/url/list-state";
import { readListRequest } from "@/lib/catalog/url/list-request";
import { breadcrumbJsonLd, productJsonLd } from "@/lib/seo/structured-data";
import type { Product, ProductItem } from "@/lib/catalog/contract/types";
import { money } from "@/lib/money/money";

const product: Product = {
  id: 12,
  name: "Linen Shirt",
  description: "Cool and crisp.",
  images: ["/uploads/products/12/0.webp", "/uploads/products/12/1.webp"],
  price: money(4950),
  avgRating: 4.2,
  featured: true,
  category: "shirts",
  variations: { Color: ["blue"], Size: ["M"] },
};

const item = (stock: number): ProductItem => ({
  id: 1,
  price: money(4950),
  sku: "LIN-BLU-M",
  stock,
  imageUrls: [],
  variations: [],
  product: { id: 12, name: "Linen Shirt", description: "", images: [], price: money(4950) },
});

describe("Product JSON-LD", () => {
  it("has name, absolute images, description, sku and an offer with price, currency and availability", () => {
    const data = productJsonLd(product, [item(3)], "https://shop.example", "/products/12/details");
    expect(data).toMatchObject({
      "@type": "Product",
      name: "Linen Shirt",
      description: "Cool and crisp.",
      image: [
        "https://shop.example/uploads/products/12/0.webp",
        "https://shop.example/uploads/products/12/1.webp",
      ],
      sku: "LIN-BLU-M",
      offers: {
        "@type": "Offer",
        price: "49.50",
        priceCurrency: "USD",
        availability: "https://schema.org/InStock",
        url: "https://shop.example/products/12/details",
      },
    });
  });

  it("is out of stock when no item has stock", () => {
    expect(productJsonLd(product, [item(0)], "https://shop.example", "/p").offers.availability).toBe(
      "https://schema.org/OutOfStock",
    );
  });
});

describe("BreadcrumbList JSON-LD", () => {
  it("numbers the items from 1 with absolute addresses", () => {
    const data = breadcrumbJsonLd(
      [
        { name: "Home", path: "/" },
        { name: "Shirts", path: "/products?categories=shirts" },
        { name: "Linen Shirt" },
      ],
      "https://shop.example",
    );
    expect(data.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: "https://shop.example/" },
      {
        "@type": "ListItem",
        position: 2,
        name: "Shirts",
        item: "https://shop.example/products?categories=shirts",
      },
      { "@type": "ListItem", position: 3, name: "Linen Shirt" },
    ]);
  });
});

describe("JsonLd", () => {
  it("cannot be broken out of with a closing script tag", () => {
    const { container } = render(<JsonLd data={{ name: "</script><script>alert(1)</script>" }} />);
    const script = container.querySelector('script[type="application/ld+json"]');
    expect(script?.innerHTML).not.toContain("</script>");
    expect(JSON.parse(script?.textContent ?? "")).toEqual({ name: "</script><script>alert(1)</script>" });
  });
});

describe("list request", () => {
  it("falls back to the defaults with a note for an invalid query", () => {
    const request = readListRequest({ page: "0", colour: "red" });
    expect(request.problem).toMatch(/page/);
    expect(request.query.page).toBe(1);
    expect(request.search).toBe("");
  });

  it("keeps a valid query as the links' base", () => {
    const request = readListRequest({ page: "2", colour: "red" });
    expect(request.problem).toBeNull();
    expect(request.query).toMatchObject({ page: 2, colour: "red", pageSize: 10 });
    expect(request.search).toBe("page=2&colour=red");
  });

  it("makes canonical addresses from categories and page only", () => {
    expect(canonicalListHref("categories=women&sort=priceAsc&colour=red&page=2")).toBe(
      "/products?categories=women&page=2",
    );
    expect(canonicalListHref("page=1&search=x")).toBe("/products");
  });
});
