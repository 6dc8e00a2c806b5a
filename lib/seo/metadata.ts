import type { Metadata } from "next";
import { SITE_NAME } from "@/lib/site";

/** The shop's default share image (1200 × 630), in public/images. */
export const DEFAULT_OG_IMAGE = {
  url: "/images/og.png",
  width: 1200,
  height: 630,
  alt: `${SITE_NAME}: clothing and accessories`,
};

type PageMetadataInput = {
  /** Page title; the root layout's template turns it into "eCommerce | {title}". Omit for the home page. */
  title?: string;
  description: string;
  /** The canonical path, e.g. "/products/12/details". */
  path: string;
  images?: { url: string; alt?: string }[];
  noIndex?: boolean;
};

/** Title, description, canonical address and OpenGraph/Twitter cards for a storefront page. */
export function pageMetadata({
  title,
  description,
  path,
  images,
  noIndex = false,
}: PageMetadataInput): Metadata {
  const shareImages = images?.length ? images : [DEFAULT_OG_IMAGE];
  const shareTitle = title ? `${SITE_NAME} | ${title}` : SITE_NAME;
  return {
    ...(title ? { title } : {}),
    description,
    alternates: { canonical: path },
    robots: noIndex ? { index: false, follow: true } : undefined,
    openGraph: {
      type: "website",
      siteName: SITE_NAME,
      title: shareTitle,
      description,
      url: path,
      images: shareImages,
    },
    twitter: {
      card: "summary_large_image",
      title: shareTitle,
      description,
      images: shareImages.map((image) => image.url),
    },
  };
}
