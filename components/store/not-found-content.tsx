import { Home } from "lucide-react";
import Link from "next/link";
import { buttonClasses } from "@/components/ui/button";
import { PageContainer } from "./page-container";

/** 'Page Not Found' with a 'Go home' button. */
export function NotFoundContent() {
  return (
    <PageContainer className="flex flex-col items-center py-20 text-center sm:py-28">
      <p className="text-sm font-semibold tracking-widest text-brand-600 uppercase">Error 404</p>
      <h1 className="mt-3 text-3xl font-bold tracking-tight text-neutral-900 sm:text-5xl">Page Not Found</h1>
      <p className="mt-4 max-w-md text-neutral-600">
        The page you are looking for does not exist, or the product is no longer available.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link href="/" className={buttonClasses({ size: "lg" })}>
          <Home className="size-4" aria-hidden="true" />
          Go home
        </Link>
        <Link href="/products" className={buttonClasses({ variant: "secondary", size: "lg" })}>
          Browse products
        </Link>
      </div>
    </PageContainer>
  );
}
