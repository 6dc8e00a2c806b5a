import Link from "next/link";

export type ListedLink = { href: string; label: string };

/** Links as a list, one item each, all drawn alike. */
export function LinkList({
  links,
  className,
  linkClassName,
}: {
  links: readonly ListedLink[];
  className?: string;
  linkClassName: string;
}) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.href}>
          <Link href={link.href} className={linkClassName}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
