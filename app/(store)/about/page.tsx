import type { Metadata } from "next";
import { ContentPage } from "@/components/store/content-page";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata: Metadata = pageMetadata({
  title: "About",
  description: "About our shop.",
  path: "/about",
});

/** Placeholder page showing its title. */
export default function AboutPage() {
  return <ContentPage title="About" />;
}
