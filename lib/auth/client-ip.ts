/**
 * The client's address for rate limiting: the first `X-Forwarded-For` entry, else
 * `X-Real-IP`. Trust this only behind your own reverse proxy (and `next start`, which sets
 * the header itself): a client talking to the app directly could otherwise pick its own
 * address. Undefined when nothing says, so unknown clients never share one bucket.
 */
export function clientIp(headers: Headers): string | undefined {
  const forwarded = headers.get("x-forwarded-for")?.split(",")[0]?.trim();
  if (forwarded) return forwarded;
  return headers.get("x-real-ip")?.trim() || undefined;
}
