import type { Metadata } from "next";
import { AuthCard } from "@/components/account/auth-card";
import { ResetPasswordForm } from "@/components/account/reset-password-form";
import { MissingLink } from "@/components/account/missing-link";

// The address carries a secret: no search engine, and no Referer to other sites.
export const metadata: Metadata = {
  title: "Choose a new password",
  robots: { index: false, follow: false },
  referrer: "no-referrer",
};

type PageProps = { searchParams: Promise<{ token?: string | string[] }> };

export default async function Page({ searchParams }: PageProps) {
  const { token } = await searchParams;
  return (
    <AuthCard title="Choose a new password">
      {typeof token === "string" && token ? (
        <ResetPasswordForm token={token} />
      ) : (
        <MissingLink again={{ href: "/forgot-password", label: "Ask for a new link" }} />
      )}
    </AuthCard>
  );
}
