import { log } from "@/lib/log/logger";
import { pageAndCategoryEntries, productEntries, urlsetXml, xmlResponse } from "@/lib/seo/sitemap";

// Built from the database at request time, never at build time.
export const dynamic = "force-dynamic";

/** /sitemap/0.xml: pages and categories; /sitemap/{n}.xml: the n-th file of product pages. */
export async function GET(
  _request: Request,
  { params }: { params: Promise<{ file: string }> },
): Promise<Response> {
  const match = /^(\d{1,6})\.xml$/.exec((await params).file);
  if (!match) return new Response("Not found", { status: 404 });
  const index = Number(match[1]);
  try {
    if (index === 0) return xmlResponse(urlsetXml(await pageAndCategoryEntries()));
    const entries = await productEntries(index - 1);
    if (entries.length === 0) return new Response("Not found", { status: 404 });
    return xmlResponse(urlsetXml(entries));
  } catch (error) {
    log.error({ event: "sitemap.failed", err: error }, "Failed to build the sitemap");
    return new Response("Sitemap temporarily unavailable", { status: 503, headers: { "Retry-After": "60" } });
  }
}
