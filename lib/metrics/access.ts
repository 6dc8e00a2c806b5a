import "server-only";
import { createHash, timingSafeEqual } from "node:crypto";

/**
 * Whether a request may read the metrics: METRICS_TOKEN is set and the request carries it as
 * `Authorization: Bearer <token>`. Compared in constant time (both sides hashed to the same
 * length first), so the answer's timing tells nothing about the token.
 */
export function mayReadMetrics(request: Request, token = process.env.METRICS_TOKEN): boolean {
  if (!token) return false;
  const match = /^Bearer +(\S+)$/i.exec(request.headers.get("authorization") ?? "");
  if (!match) return false;
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(match[1]), digest(token));
}
