import type { Metadata } from "next";
import { AuthCard } from "@/components/account/auth-card";
import { LoginForm } from "@/components/account/login-form";

export const metadata: Metadata = { title: "Login", robots: { index: false, follow: true } };

type PageProps = { searchParams: Promise<{ callbackUrl?: string | string[] }> };

export default async function LoginPage({ searchParams }: PageProps) {
  const { callbackUrl } = await searchParams;
  return (
    <AuthCard title="Login">
      <LoginForm callbackUrl={typeof callbackUrl === "string" ? callbackUrl : undefined} />
    </AuthCard>
  );
}
