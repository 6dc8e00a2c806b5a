import { ArrowRight } from "lucide-react";
import Link from "next/link";
import { buttonClasses } from "@/components/ui/button";

/** The home page's opening banner with 'Shop Now' and 'Categories'. */
export function Hero() {
  return (
    <section className="relative isolate overflow-hidden rounded-3xl bg-brand-900 px-6 py-14 text-white sm:px-10 sm:py-20 lg:px-16 lg:py-24">
      <div aria-hidden="true" className="absolute inset-0 -z-10">
        <div className="absolute -top-24 -right-20 size-96 rounded-full bg-brand-500/50 blur-3xl" />
        <div className="absolute -bottom-32 left-1/3 size-96 rounded-full bg-fuchsia-500/25 blur-3xl" />
        <svg className="absolute inset-0 size-full opacity-[0.07]" xmlns="http://www.w3.org/2000/svg">
          <defs>
            <pattern id="hero-grid" width="32" height="32" patternUnits="userSpaceOnUse">
              <path d="M32 0H0V32" fill="none" stroke="white" strokeWidth="1" />
            </pattern>
          </defs>
          <rect width="100%" height="100%" fill="url(#hero-grid)" />
        </svg>
      </div>
      <div className="max-w-2xl">
        <p className="text-sm font-semibold tracking-widest text-brand-100 uppercase">
          New season, new favourites
        </p>
        <h1 className="mt-4 text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl">
          Style for every day, delivered to your door.
        </h1>
        <p className="mt-5 max-w-xl text-base text-brand-100 sm:text-lg">
          Clothing, accessories and merchandise picked for quality and comfort. Find your size and colour, and
          check out securely in your own currency.
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link href="/products" className={buttonClasses({ variant: "inverse", size: "lg" })}>
            Shop Now
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
          <Link
            href="/categories"
            className={buttonClasses({
              size: "lg",
              className: "border border-white/40 bg-white/10 text-white shadow-none hover:bg-white/20",
            })}
          >
            Categories
          </Link>
        </div>
      </div>
    </section>
  );
}
