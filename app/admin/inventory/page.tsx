import { Download } from "lucide-react";
import type { Metadata } from "next";
import { connection } from "next/server";
import { AdminPage } from "@/components/admin/admin-page";
import { pageOrNotFound } from "@/lib/auth/session";
import { ImportDialog } from "@/components/admin/inventory/import-dialog";
import { EXPORT_HREF } from "@/components/admin/inventory/inventory-api";
import { InventoryTable } from "@/components/admin/inventory/inventory-table";
import { buttonClasses } from "@/components/ui/button";
import { INVENTORY_SORTS, INVENTORY_STOCK_FILTERS } from "@/lib/catalog/contract/inventory";

export const metadata: Metadata = { title: "Inventory" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const oneOf = <T extends string>(options: readonly T[], value: unknown): T | undefined =>
  options.find((option) => option === value);

/** Every item's stock: find, filter, sort and count it; export and import the catalogue as CSV. */
export default async function InventoryPage({ searchParams }: Props) {
  await connection();
  await pageOrNotFound("inventory");
  const params = await searchParams;
  return (
    <AdminPage
      title="Inventory"
      intro="Every item's stock, searchable by SKU or product name"
      actions={
        <div className="flex gap-2">
          <a href={EXPORT_HREF} download className={buttonClasses({ variant: "secondary" })}>
            <Download className="size-4" aria-hidden="true" />
            Export CSV
          </a>
          <ImportDialog />
        </div>
      }
    >
      <InventoryTable
        start={{ sort: oneOf(INVENTORY_SORTS, params.sort), stock: oneOf(INVENTORY_STOCK_FILTERS, params.stock) }}
      />
    </AdminPage>
  );
}
