import type { Metadata } from "next";
import Link from "next/link";
import { ContentPage } from "@/components/store/content-page";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata: Metadata = pageMetadata({
  title: "Contact",
  description: "Questions about an order, sizes or returns? Here is how to reach us.",
  path: "/contact",
});

export default function ContactPage() {
  return (
    <ContentPage title="Contact" intro="Questions about an order, a size or a return? We are happy to help.">
      <section>
        <h2>Customer care</h2>
        <p>
          Email us at <a href="mailto:support@example.com">support@example.com</a>. We answer every message
          within one business day, Monday to Friday, 9:00 to 17:00.
        </p>
      </section>
      <section>
        <h2>About an order</h2>
        <p>
          Please include the email address you ordered with and the payment reference shown on your order
          confirmation, so we can find your order quickly.
        </p>
      </section>
      <section>
        <h2>Privacy and terms</h2>
        <p>
          How we handle your data is described in our <Link href="/privacy">Privacy Policy</Link>; the rules
          for orders, payment and returns are in our <Link href="/terms">Terms &amp; Conditions</Link>.
        </p>
      </section>
    </ContentPage>
  );
}
