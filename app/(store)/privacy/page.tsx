import type { Metadata } from "next";
import Link from "next/link";
import { ContentPage } from "@/components/store/content-page";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata: Metadata = pageMetadata({
  title: "Privacy Policy",
  description: "What data the shop keeps, why, and the choices you have.",
  path: "/privacy",
});

export default function PrivacyPage() {
  return (
    <ContentPage
      title="Privacy Policy"
      intro="We keep only the data we need to run the shop and deliver your orders."
    >
      <section>
        <h2>What we keep</h2>
        <ul>
          <li>Your account: user name, name, email address, phone number and a securely hashed password.</li>
          <li>
            Your cart and orders: the products, quantities, prices, shipping address and payment status.
          </li>
          <li>
            Your country: if you allow it, your browser&apos;s location is turned into a two-letter country
            code, which is stored only in your browser to show prices in your currency. Your exact position is
            never stored.
          </li>
        </ul>
      </section>
      <section>
        <h2>Payments</h2>
        <p>
          Card payments are handled by our payment provider. Your card number never reaches our servers and we
          do not store it.
        </p>
      </section>
      <section>
        <h2>Cookies and local storage</h2>
        <p>
          We use a session cookie to keep you signed in, and your browser&apos;s local storage for your cart
          and country. We use no advertising or tracking cookies.
        </p>
      </section>
      <section>
        <h2>Your choices</h2>
        <p>
          Signed in, your <Link href="/profile">profile</Link> has a &ldquo;Your data&rdquo; section: download a
          copy of everything we hold about you (a JSON file), or delete your account. Deleting asks for your
          password and a click on a link we e-mail you; it removes your details, addresses, cart and preferences.
          Your orders stay in our accounts, as the law requires, without your name, e-mail, phone or address.
        </p>
        <p>
          You can also ask us for a copy of your data, or to correct or delete it, by writing to{" "}
          <a href="mailto:support@example.com">support@example.com</a>. Clearing your browser&apos;s site data
          removes your stored cart and country.
        </p>
      </section>
    </ContentPage>
  );
}
