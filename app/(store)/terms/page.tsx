import type { Metadata } from "next";
import Link from "next/link";
import { ContentPage } from "@/components/store/content-page";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata: Metadata = pageMetadata({
  title: "Terms & Conditions",
  description: "The terms for using the shop, placing orders, payment and returns.",
  path: "/terms",
});

export default function TermsPage() {
  return (
    <ContentPage
      title="Terms & Conditions"
      intro="By using the shop and placing an order you agree to these terms."
    >
      <section>
        <h2>Orders</h2>
        <p>
          An order is accepted once your payment succeeds and you see the order confirmation. If an item turns
          out to be unavailable after all, we tell you and refund it in full.
        </p>
      </section>
      <section>
        <h2>Prices and payment</h2>
        <p>
          Prices are shown with two decimals and charged in the currency of your country where we support it.
          Payment is by card; the total is confirmed on the checkout page before you pay.
        </p>
      </section>
      <section>
        <h2>Delivery</h2>
        <p>We ship to the countries offered at checkout, to the address you confirm there.</p>
      </section>
      <section>
        <h2>Returns</h2>
        <p>
          You may return unworn items in their original condition within 30 days of delivery for a refund to
          your original payment method. <Link href="/contact">Contact us</Link> to start a return.
        </p>
      </section>
      <section>
        <h2>Changes</h2>
        <p>We may update these terms; the version published here on the day of your order applies to it.</p>
      </section>
    </ContentPage>
  );
}
