import type { MetadataRoute } from "next";
import { connection } from "next/server";
import { siteUrl } from "@/lib/site";

/** Crawl everything but the private areas; the sitemap address follows the running site's URL. */
export default async function robots(): Promise<MetadataRoute.Robots> {
  await connection();
  return {
    rules: [{ userAgent: "*", allow: "/", disallow: ["/admin", "/cart", "/checkout", "/api/"] }],
    sitemap: `${siteUrl()}/sitemap.xml`,
  };
}
