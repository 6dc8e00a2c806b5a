/** @jest-environment node */
import { GET as sitemapIndex } from "@/app/sitemap.xml/route";
import { GET as sitemapFile } from "@/app/sitemap/[file]/route";
import { seedCatalog, type CatalogFixture } from "./catalog-fixtures";

let fixture: CatalogFixture;

beforeAll(async () => {
  fixture = await seedCatalog();
});

const locations = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname + new URL(match[1]).search);

describe("GET /sitemap.xml", () => {
  it("lists the pages, every category and every listed product, but no archived one", async () => {
    const response = await sitemapIndex();
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/xml");
    const paths = locations(await response.text());
    expect(paths).toEqual(expect.arrayContaining(["/", "/products", "/categories", "/products?categories=t-shirts", "/products?categories=clothing"]));
    const { productIds } = fixture;
    expect(paths).toContain(`/products/${productIds.classicTee}/details`);
    expect(paths).toContain(`/products/${productIds.beanie}/details`);
    expect(paths).not.toContain(`/products/${productIds.archivedTee}/details`);
    expect(paths.filter((path) => /^\/products\/\d+\/details$/.test(path))).toHaveLength(Object.keys(productIds).length - 1);
  });
});

describe("GET /sitemap/{n}.xml", () => {
  const file = (name: string) => sitemapFile(new Request(`http://localhost/sitemap/${name}`), { params: Promise.resolve({ file: name }) });

  it("serves the pages and categories as file 0 and products from file 1", async () => {
    expect(locations(await (await file("0.xml")).text())).toContain("/categories");
    expect(locations(await (await file("1.xml")).text())).toContain(`/products/${fixture.productIds.zipHoodie}/details`);
  });

  it("answers 404 past the last file and for names that are not sitemap files", async () => {
    expect((await file("2.xml")).status).toBe(404);
    expect((await file("evil.txt")).status).toBe(404);
  });
});
