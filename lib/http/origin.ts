import { ForbiddenError } from "@/lib/errors";
import { siteUrl } from "@/lib/site";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** The hosts this request may legitimately come from: itself, as the proxy or the client addressed it. */
function ownHosts(request: Request): Set<string> {
  const hosts = new Set<string>([new URL(request.url).host, new URL(siteUrl()).host]);
  const host = request.headers.get("host");
  if (host) hosts.add(host);
  // Only meaningful behind a proxy that sets it; a browser cannot forge it on a cross-site request.
  const forwardedHost = request.headers.get("x-forwarded-host")?.split(",")[0]?.trim();
  if (forwardedHost) hosts.add(forwardedHost);
  return hosts;
}

/**
 * True when a browser says the request comes from another site. Browsers always send Origin
 * on cross-site POST/PUT/DELETE, and page scripts cannot change it; API clients send none.
 */
export function isCrossSite(request: Request): boolean {
  const origin = request.headers.get("origin");
  if (!origin) return false;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    return true; // "null" (sandboxed frames, privacy redirects) or garbage: not us.
  }
  return !ownHosts(request).has(originHost);
}

/**
 * Refuses a state-changing request that a foreign site made a browser send (CSRF). Call it
 * wherever a cookie may be what authenticates, or what gets set: the auth guard does it for
 * cookie sessions, and the login, signup and logout handlers do it themselves.
 */
export function assertSameOrigin(request: Request): void {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return;
  if (isCrossSite(request)) throw new ForbiddenError("Cross-site requests are not allowed");
}
