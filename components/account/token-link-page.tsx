import type { Metadata } from "next";
import type { ReactNode } from "react";
import { AuthCard } from "./auth-card";
import { MissingLink } from "./missing-link";

// The pages e-mailed links open (reset a password, confirm an address): the address carries a
// secret, so no search engine and no Referer to other sites; without its token, a way to ask again.

type TokenLinkSearchParams = Promise<{ token?: string | string[] }>;

type TokenLinkPageSpec = {
  title: string;
  /** Where to go when the link lost its token. */
  again: { href: string; label: string };
  /** What the page shows for the token. */
  render: (token: string) => ReactNode;
};

/** A route's `metadata` and page for one kind of e-mailed link. */
export function tokenLinkPage({ title, again, render }: TokenLinkPageSpec) {
  const metadata: Metadata = { title, robots: { index: false, follow: false }, referrer: "no-referrer" };
  async function Page({ searchParams }: { searchParams: TokenLinkSearchParams }) {
    const { token } = await searchParams;
    return (
      <AuthCard title={title}>
        {typeof token === "string" && token ? render(token) : <MissingLink again={again} />}
      </AuthCard>
    );
  }
  return { metadata, Page };
}
