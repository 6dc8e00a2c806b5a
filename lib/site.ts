/** The shop's public base address, used for canonical URLs, sitemaps and next-auth. */
export function siteUrl(): string {
  const configured = process.env.SITE_URL || process.env.NEXTAUTH_URL;
  if (configured) return configured.replace(/\/$/, "");
  return `http://localhost:${process.env.PORT || 3000}`;
}

export const SITE_NAME = "eCommerce";
