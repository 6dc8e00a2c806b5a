import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { apiRequest, createUser, json, routeContext, tokenFor } from "./account-fixtures";

// Who calls the admin API in the admin tests, and the requests the admin form sends.

process.env.UPLOADS_DIR = mkdtempSync(join(tmpdir(), "shop-uploads-"));

export type Callers = { admin: string; customer: string };

export async function callers(): Promise<Callers> {
  const [admin, customer] = await Promise.all([createUser({ role: "admin" }), createUser()]);
  return { admin: await tokenFor(admin), customer: await tokenFor(customer) };
}

type Handler<P> = (request: Request, context: { params: Promise<P> }) => Promise<Response>;

/** Calls a handler as anonymous, as a customer and as an admin; returns the three statuses. */
export async function statusesFor<P extends Record<string, string>>(
  handler: Handler<P>,
  who: Callers,
  request: (token?: string) => Request,
  params: P = {} as P,
): Promise<[number, number]> {
  const anonymous = await handler(request(), routeContext(params));
  const customer = await handler(request(who.customer), routeContext(params));
  return [anonymous.status, customer.status];
}

/** Sends a request and reads its JSON answer (or null for an empty one). */
export async function send<P extends Record<string, string>>(
  handler: Handler<P>,
  request: Request,
  params: P = {} as P,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await handler(request, routeContext(params));
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

export function jsonRequest(path: string, method: string, token: string | undefined, body?: unknown): Request {
  return apiRequest(path, { method, token, body });
}

/** The admin form's request: the product as JSON in `product` and the files in `images`. */
export function multipartRequest(token: string | undefined, product: unknown, files: File[] = []): Request {
  const form = new FormData();
  form.set("product", typeof product === "string" ? product : JSON.stringify(product));
  for (const file of files) form.append("images", file);
  return new Request("http://localhost:3000/api/product", {
    method: "POST",
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body: form,
  });
}

/** A real PNG of the given size, as a browser would upload it. */
export async function pngFile(name: string, width = 1600, height = 900): Promise<File> {
  const bytes = await sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } },
  })
    .png()
    .toBuffer();
  return new File([new Uint8Array(bytes)], name, { type: "image/png" });
}

/** SKUs unique within a test file: `sku("TEE")` answers TEE-1, then TEE-2, and so on. */
export function skuCounter(): (label: string) => string {
  let sequence = 0;
  return (label) => `${label}-${++sequence}`;
}

export { json };
