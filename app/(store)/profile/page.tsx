import type { Metadata } from "next";
import { ContentPage } from "@/components/store/content-page";
import { pageMetadata } from "@/components/store/seo/metadata";

export const metadata: Metadata = pageMetadata({
  title: "Profile",
  description: "Your profile.",
  path: "/profile",
  noIndex: true,
});

/** Placeholder page showing its title (spec.md §1). */
export default function ProfilePage() {
  return <ContentPage title="Profile" />;
}
