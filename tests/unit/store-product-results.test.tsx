import { render, screen } from "@testing-library/react";
import { ProductResults } from "@/components/store/list/product-results";
import { listProducts } from "@/lib/catalog/read/product-list";
import { parseProductQuery } from "@/lib/catalog/url/list-request";
import type { Paged, Product } from "@/lib/catalog/contract/types";

jest.mock("@/lib/catalog/read/product-list", () => ({ listProducts: jest.fn() }));

async function showing(page: Paged<Product>) {
  jest.mocked(listProducts).mockResolvedValue(page);
  render(await ProductResults({ query: parseProductQuery({ page: "1001" }), search: "page=1001", sortMenu: null }));
}

describe("ProductResults", () => {
  it("labels a capped count '10,000+ products'", async () => {
    await showing({ results: [], count: 10_000, pageSize: 10, countCapped: true });
    expect(screen.getByText("Showing 10,000+ products")).toBeInTheDocument();
    // Past the pages on offer: the empty page says so rather than 'no products match'.
    expect(screen.getByText("There are no products on this page.")).toBeInTheDocument();
  });

  it("shows an exact count as it is", async () => {
    await showing({ results: [], count: 8, pageSize: 10, countCapped: false });
    expect(screen.getByText("Showing 8 products")).toBeInTheDocument();
  });
});
