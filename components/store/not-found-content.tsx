import { Home } from "lucide-react";
import Link from "next/link";
import { buttonClasses } from "@/components/ui/button";
import { MessagePage } from "./message-page";

/** 'Page Not Found' with a 'Go home' button. */
export function NotFoundContent() {
  return (
    <MessagePage
      eyebrow="Error 404"
      title="Page Not Found"
      actions={
        <>
          <Link href="/" className={buttonClasses({ size: "lg" })}>
            <Home className="size-4" aria-hidden="true" />
            Go home
          </Link>
          <Link href="/products" className={buttonClasses({ variant: "secondary", size: "lg" })}>
            Browse products
          </Link>
        </>
      }
    >
      The page you are looking for does not exist, or the product is no longer available.
    </MessagePage>
  );
}
