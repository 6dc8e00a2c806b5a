import type { Metadata } from "next";
import { connection } from "next/server";
import { AdminPage } from "@/components/admin/admin-page";
import { DiscountManager } from "@/components/admin/discounts/discount-manager";
import { pageOrNotFound } from "@/lib/auth/session";
import { discountListQuery } from "@/lib/discounts/contract";

export const metadata: Metadata = { title: "Discounts" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The shop's discount codes: the list is read and changed in the browser through the admin API. */
export default async function DiscountsPage({ searchParams }: Props) {
  await connection();
  await pageOrNotFound("discounts");
  const raw = Object.fromEntries(
    Object.entries(await searchParams).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
  // An address the list does not understand (page=abc) opens its first page.
  const parsed = discountListQuery.safeParse(raw);
  const { q, page } = parsed.success ? parsed.data : discountListQuery.parse({});
  return (
    <AdminPage title="Discounts" intro="Codes shoppers enter in the cart or at checkout for a percentage or an amount off">
      <DiscountManager q={q} page={page} />
    </AdminPage>
  );
}
