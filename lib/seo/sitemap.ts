import "server-only";
import { listCategoryTree } from "@/lib/catalog/read/categories";
import { listedProductIds } from "@/lib/catalog/read/sitemap-ids";
import type { Category } from "@/lib/catalog/contract/types";
import { categoryHref, productHref } from "@/lib/catalog/url/list-state";
import { siteUrl } from "@/lib/site";

// Sitemaps (sitemaps.org protocol): /sitemap.xml lists every page when they fit in one file,
// else it is an index of /sitemap/0.xml (pages and categories) and /sitemap/{n}.xml
// (products, URLS_PER_SITEMAP each).

/** The protocol's limit of addresses per sitemap file. */
export const URLS_PER_SITEMAP = 50_000;

const STATIC_PATHS = ["/", "/products", "/categories", "/about", "/contact", "/privacy", "/terms"];

export type SitemapEntry = { path: string; priority?: number };

function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

function absolute(path: string): string {
  return `${siteUrl()}${path}`;
}

export function urlsetXml(entries: SitemapEntry[]): string {
  const urls = entries
    .map(({ path, priority }) => {
      const priorityTag = priority === undefined ? "" : `<priority>${priority.toFixed(1)}</priority>`;
      return `<url><loc>${escapeXml(absolute(path))}</loc>${priorityTag}</url>`;
    })
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function sitemapIndexXml(paths: string[]): string {
  const items = paths.map((path) => `<sitemap><loc>${escapeXml(absolute(path))}</loc></sitemap>`).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items}\n</sitemapindex>\n`;
}

export function xmlResponse(xml: string): Response {
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}

function flatten(categories: Category[]): Category[] {
  return categories.flatMap((category) => [category, ...flatten(category.children)]);
}

/** The home, list, information pages and every category's product list. */
export async function pageAndCategoryEntries(): Promise<SitemapEntry[]> {
  const categories = flatten(await listCategoryTree());
  return [
    ...STATIC_PATHS.map((path) => ({ path, priority: path === "/" ? 1 : 0.5 })),
    ...categories.map((category) => ({ path: categoryHref(category.internalName), priority: 0.7 })),
  ];
}

/** One file's worth of product detail pages (chunk 0 is the first URLS_PER_SITEMAP products). */
export async function productEntries(chunk: number): Promise<SitemapEntry[]> {
  const ids = await listedProductIds(URLS_PER_SITEMAP, chunk * URLS_PER_SITEMAP);
  return ids.map((id) => ({ path: productHref(id), priority: 0.8 }));
}
