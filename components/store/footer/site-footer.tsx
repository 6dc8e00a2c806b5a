import { Facebook, Instagram, Twitter, Youtube } from "lucide-react";
import { LinkList, type ListedLink } from "@/components/ui/link-list";
import { SITE_NAME } from "@/lib/site";
import { BrandLink } from "../header/brand-link";
import { SubscribeForm } from "./subscribe-form";

const SHOP_LINKS = [
  { href: "/products", label: "All Products" },
  { href: "/categories", label: "Categories" },
];

const COMPANY_LINKS = [
  { href: "/about", label: "About" },
  { href: "/contact", label: "Contact" },
  { href: "/privacy", label: "Privacy Policy" },
  { href: "/terms", label: "Terms & Conditions" },
];

const SOCIAL_LINKS = [
  { href: "https://www.facebook.com/", label: "Facebook", Icon: Facebook },
  { href: "https://www.instagram.com/", label: "Instagram", Icon: Instagram },
  { href: "https://x.com/", label: "X (Twitter)", Icon: Twitter },
  { href: "https://www.youtube.com/", label: "YouTube", Icon: Youtube },
];

function LinkColumn({ title, links }: { title: string; links: ListedLink[] }) {
  return (
    <div>
      <h2 className="text-sm font-semibold text-white">{title}</h2>
      <LinkList
        links={links}
        className="mt-4 space-y-2.5"
        linkClassName="rounded text-sm text-neutral-300 hover:text-white hover:underline"
      />
    </div>
  );
}

export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="bg-neutral-950 text-neutral-300 [&_a:focus-visible]:outline-white">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4 lg:px-8">
        <div className="space-y-4">
          <BrandLink onDark />
          <p className="text-sm text-neutral-400">Your trusted store for all your needs.</p>
          <ul className="flex gap-2" aria-label="Social media">
            {SOCIAL_LINKS.map(({ href, label, Icon }) => (
              <li key={label}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={label}
                  className="inline-flex size-9 items-center justify-center rounded-full border border-neutral-700 text-neutral-300 hover:border-neutral-400 hover:text-white"
                >
                  <Icon className="size-4" aria-hidden="true" />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <LinkColumn title="Shop Now" links={SHOP_LINKS} />
        <LinkColumn title="Company" links={COMPANY_LINKS} />
        <SubscribeForm />
      </div>
      <div className="border-t border-neutral-800">
        <p className="mx-auto max-w-7xl px-4 py-6 text-sm text-neutral-400 sm:px-6 lg:px-8">
          © {year} {SITE_NAME}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
