import Link from "next/link";
import { Alert } from "@/components/ui/alert";

const INCOMPLETE = "This link is incomplete. Open the whole link from the e-mail, or ask for a new one.";

/** A link page opened without its token (a link cut short by a mail program), or with one that cannot work. */
export function MissingLink({
  again,
  message = INCOMPLETE,
}: {
  again: { href: string; label: string };
  message?: string;
}) {
  return (
    <div className="space-y-5">
      <Alert tone="error">{message}</Alert>
      <Link
        href={again.href}
        className="block text-center text-sm font-medium text-brand-600 underline-offset-4 hover:underline"
      >
        {again.label}
      </Link>
    </div>
  );
}
