import type { Metadata } from "next";
import { AuthCard } from "@/components/account/auth-card";
import { ConfirmLink } from "@/components/account/confirm-link";
import { MissingLink } from "@/components/account/missing-link";

// The address carries a secret: no search engine, and no Referer to other sites.
export const metadata: Metadata = {
  title: "Confirm your e-mail address",
  robots: { index: false, follow: false },
  referrer: "no-referrer",
};

type PageProps = { searchParams: Promise<{ token?: string | string[] }> };

export default async function Page({ searchParams }: PageProps) {
  const { token } = await searchParams;
  return (
    <AuthCard title="Confirm your e-mail address">
      {typeof token === "string" && token ? (
        <ConfirmLink token={token} action="email_verify" />
      ) : (
        <MissingLink again={{ href: "/profile", label: "Go to your profile" }} />
      )}
    </AuthCard>
  );
}
