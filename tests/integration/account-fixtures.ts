import { getDb } from "@/db/client";
import { categories, productImages, productItems, products, users, userSessions } from "@/db/schema";
import { hashPassword } from "@/lib/auth/password";
import { issueSessionToken } from "@/lib/auth/token";
import { findSessionSubject } from "@/lib/users/repository";
import type { Role } from "@/lib/users/types";

// Fixtures for the account, user and cart tests: rows made directly with drizzle.

export type TestUser = { id: number; username: string; password: string; role: Role; email: string };

let sequence = 0;
const next = () => `${Date.now().toString(36)}${(sequence++).toString(36)}`;

export async function createUser(
  options: { username?: string; password?: string; role?: Role } = {},
): Promise<TestUser> {
  const username = options.username ?? `user_${next()}`;
  const password = options.password ?? "correct-horse-1";
  const role = options.role ?? "customer";
  const db = await getDb();
  const [row] = await db
    .insert(users)
    .values({
      username,
      email: `${username.toLowerCase()}@example.com`,
      firstName: "Test",
      lastName: "User",
      phone: "+61 400 000 000",
      role,
      passwordHash: await hashPassword(password),
    })
    .returning({ id: users.id, email: users.email });
  return { id: row.id, username, password, role, email: row.email };
}

/** A session row for the user (one signed-in device), as a sign-in makes it. */
export async function sessionRowFor(
  user: Pick<TestUser, "id">,
  device: { userAgent?: string; country?: string | null } = {},
): Promise<string> {
  const db = await getDb();
  const [row] = await db
    .insert(userSessions)
    .values({ userId: user.id, userAgent: device.userAgent ?? "", country: device.country ?? null })
    .returning({ id: userSessions.id });
  return row.id;
}

/**
 * A token for the user as they are now (their current session version), on a new device
 * session of their own (or `sessionId`'s), as a sign-in gives one.
 */
export async function tokenFor(
  user: Pick<TestUser, "id" | "username" | "role">,
  remember = true,
  sessionId?: string,
): Promise<string> {
  const subject = await findSessionSubject(user.id);
  const version = subject?.sessionVersion ?? 0;
  return issueSessionToken({
    userId: user.id,
    username: user.username,
    role: user.role,
    remember,
    version,
    sessionId: sessionId ?? (await sessionRowFor(user)),
  });
}

export type TestItem = { id: number; productId: number; priceMinor: number; stock: number };

/** A listed product with one item (and an image) in a category of its own. */
export async function createItem(
  options: { priceMinor?: number; stock?: number; archived?: boolean } = {},
): Promise<TestItem> {
  const key = next();
  const priceMinor = options.priceMinor ?? 1999;
  const stock = options.stock ?? 10;
  const db = await getDb();
  const [category] = await db
    .insert(categories)
    .values({ name: `Tops ${key}`, internalName: `tops-${key}` })
    .returning();
  const [product] = await db
    .insert(products)
    .values({
      name: `Tee ${key}`,
      description: "A plain tee",
      priceMinor,
      categoryId: category.id,
      archived: options.archived ?? false,
    })
    .returning();
  await db.insert(productImages).values({ productId: product.id, position: 0, url: `/images/${key}.webp` });
  const [item] = await db
    .insert(productItems)
    .values({ productId: product.id, sku: `SKU-${key}`, priceMinor, stock })
    .returning();
  return { id: item.id, productId: product.id, priceMinor, stock };
}

type RequestOptions = {
  method?: string;
  body?: unknown;
  /** Bearer token. */
  token?: string;
  /** Session cookie value (the same JWT). */
  cookie?: string;
  origin?: string;
  headers?: Record<string, string>;
};

export const BASE = "http://localhost:3000";

export function apiRequest(
  path: string,
  { method = "GET", body, token, cookie, origin, headers = {} }: RequestOptions = {},
): Request {
  const all: Record<string, string> = { ...headers };
  if (body !== undefined) all["content-type"] = "application/json";
  if (token) all.authorization = `Bearer ${token}`;
  if (cookie) all.cookie = `next-auth.session-token=${cookie}`;
  if (origin) all.origin = origin;
  return new Request(`${BASE}${path}`, {
    method,
    headers: all,
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });
}

/** The second argument Next passes a route handler. */
export function routeContext<P extends Record<string, string>>(params: P = {} as P): { params: Promise<P> } {
  return { params: Promise.resolve(params) };
}

export async function json<T = unknown>(response: Response): Promise<T> {
  return (await response.json()) as T;
}
