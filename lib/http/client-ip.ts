// Which address a request came from, for rate limits.
//
// The shop's server (scripts/serve.ts) appends the address of the peer it talks to to
// `X-Forwarded-For`, so the list always ends with an entry no client wrote. Each trusted
// reverse proxy in front (TRUSTED_PROXY_COUNT, default 0) appends its own peer before that.
// The client is therefore the entry TRUSTED_PROXY_COUNT places from the right; anything
// further left was written by the client and is ignored.

const MAX_PROXIES = 10;

export function trustedProxyCount(env: Record<string, string | undefined> = process.env): number {
  const count = Number(env.TRUSTED_PROXY_COUNT ?? 0);
  return Number.isInteger(count) && count >= 0 && count <= MAX_PROXIES ? count : 0;
}

/** The addresses of an `X-Forwarded-For` value (or of several such headers), in order. */
function forwardedEntries(forwardedFor: string | string[] | null | undefined): string[] {
  return (Array.isArray(forwardedFor) ? forwardedFor.join(",") : (forwardedFor ?? ""))
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/** The header value after this server's hop: the old list with the peer's address appended. */
export function withPeerAddress(forwardedFor: string | string[] | undefined, peer: string | undefined): string {
  return [...forwardedEntries(forwardedFor), peer ?? "unknown"].join(", ");
}

/** The client's address, or undefined when the request carries no forwarding chain at all. */
export function clientIp(headers: Pick<Headers, "get">, proxies = trustedProxyCount()): string | undefined {
  const entries = forwardedEntries(headers.get("x-forwarded-for"));
  if (entries.length === 0) return undefined;
  // A chain shorter than the trusted proxies: every entry came from one of them.
  const address = entries[Math.max(0, entries.length - 1 - proxies)];
  return address.slice(0, 64);
}
