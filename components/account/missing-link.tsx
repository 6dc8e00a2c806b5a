import Link from "next/link";
import { Alert } from "@/components/ui/alert";

/** A link page opened without its token (a link cut short by a mail program). */
export function MissingLink({ again }: { again: { href: string; label: string } }) {
  return (
    <div className="space-y-5">
      <Alert tone="error">
        This link is incomplete. Open the whole link from the e-mail, or ask for a new one.
      </Alert>
      <Link
        href={again.href}
        className="block text-center text-sm font-medium text-brand-600 underline-offset-4 hover:underline"
      >
        {again.label}
      </Link>
    </div>
  );
}
