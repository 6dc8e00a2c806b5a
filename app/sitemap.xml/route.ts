import {
  URLS_PER_SITEMAP,
  pageAndCategoryEntries,
  productEntries,
  sitemapIndexXml,
  urlsetXml,
  xmlResponse,
} from "@/lib/seo/sitemap";
import { countListedProducts } from "@/lib/catalog/read/sitemap-ids";
import { log } from "@/lib/log/logger";

// Built from the database at request time, never at build time.
export const dynamic = "force-dynamic";

/** Every page in one file while they fit; otherwise an index of /sitemap/{n}.xml files. */
export async function GET(): Promise<Response> {
  try {
    const [pages, productCount] = await Promise.all([pageAndCategoryEntries(), countListedProducts()]);
    if (pages.length + productCount <= URLS_PER_SITEMAP) {
      return xmlResponse(urlsetXml([...pages, ...(productCount > 0 ? await productEntries(0) : [])]));
    }
    const productFiles = Math.ceil(productCount / URLS_PER_SITEMAP);
    return xmlResponse(
      sitemapIndexXml(Array.from({ length: productFiles + 1 }, (_, index) => `/sitemap/${index}.xml`)),
    );
  } catch (error) {
    log.error({ event: "sitemap.failed", err: error }, "Failed to build the sitemap");
    return new Response("Sitemap temporarily unavailable", { status: 503, headers: { "Retry-After": "60" } });
  }
}
