import type { Metadata } from "next";
import type { ReactNode } from "react";
import { AuthCard } from "./auth-card";
import { MissingLink } from "./missing-link";

// The pages e-mailed links open (reset a password, confirm an address): the address carries a
// secret, so no search engine and no Referer to other sites; without its token, a way to ask again.

export function tokenLinkMetadata(title: string): Metadata {
  return { title, robots: { index: false, follow: false }, referrer: "no-referrer" };
}

export type TokenLinkSearchParams = Promise<{ token?: string | string[] }>;

/** The card titled `title` with `children(token)`, or, without a token, the way to ask again. */
export async function TokenLinkPage({
  title,
  searchParams,
  again,
  children,
}: {
  title: string;
  searchParams: TokenLinkSearchParams;
  again: { href: string; label: string };
  children: (token: string) => ReactNode;
}) {
  const { token } = await searchParams;
  return (
    <AuthCard title={title}>
      {typeof token === "string" && token ? children(token) : <MissingLink again={again} />}
    </AuthCard>
  );
}
