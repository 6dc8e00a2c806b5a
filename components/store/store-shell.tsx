import { Suspense, type ReactNode } from "react";
import { SiteFooter } from "./footer/site-footer";
import { SiteHeader } from "./header/site-header";
import { LocationDetector } from "./location-detector";
import { ShopperRatesSource } from "./price/shopper-rates-source";

/** Header, main content and footer shared by every storefront page (and the not-found page). */
export function StoreShell({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:shadow-lg"
      >
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" className="flex-1 pb-16">
        {children}
      </main>
      <SiteFooter />
      <LocationDetector />
      {/* Beside the page, not around it: the rates never hold up its first paint. */}
      <Suspense fallback={null}>
        <ShopperRatesSource />
      </Suspense>
    </div>
  );
}
