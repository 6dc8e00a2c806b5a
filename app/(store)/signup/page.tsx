import type { Metadata } from "next";
import { AuthCard } from "@/components/account/auth-card";
import { SignupForm } from "@/components/account/signup-form";

export const metadata: Metadata = { title: "Sign up", robots: { index: false, follow: true } };

type PageProps = { searchParams: Promise<{ callbackUrl?: string | string[] }> };

export default async function SignupPage({ searchParams }: PageProps) {
  const { callbackUrl } = await searchParams;
  return (
    <AuthCard title="Create Account">
      <SignupForm callbackUrl={typeof callbackUrl === "string" ? callbackUrl : undefined} />
    </AuthCard>
  );
}
