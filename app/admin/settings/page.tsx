import type { Metadata } from "next";
import { connection } from "next/server";
import { AdminPage } from "@/components/admin/admin-page";
import { ExchangeRatesSection } from "@/components/admin/settings/exchange-rates-section";
import { SettingsForm } from "@/components/admin/settings/settings-form";
import { ShippingMethodsSection } from "@/components/admin/settings/shipping-methods-section";
import { TaxRatesSection } from "@/components/admin/settings/tax-rates-section";
import { pageOrNotFound } from "@/lib/auth/session";
import { getShopSettings } from "@/lib/settings/store";

export const metadata: Metadata = { title: "Settings" };

/** The shop's settings (the low-stock threshold for now). */
export default async function SettingsPage() {
  await connection();
  await pageOrNotFound("settings");
  const settings = await getShopSettings();
  return (
    <AdminPage title="Settings" intro="How the shop runs day to day">
      <SettingsForm initial={settings} />
      <ShippingMethodsSection />
      <TaxRatesSection />
      <ExchangeRatesSection />
    </AdminPage>
  );
}
