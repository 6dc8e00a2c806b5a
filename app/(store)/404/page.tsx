import { notFound } from "next/navigation";

/**
 * /404, where the admin's guard sends anyone but an admin: the storefront's not-found page
 * inside the store layout. Next would otherwise answer this address with app/not-found.tsx.
 */
export default function NotFoundAddress(): never {
  notFound();
}
