/** Pages that make no sense to return to once signed in. */
const AUTH_PAGES = ["/login", "/signup"];

/**
 * Where to go after login or signup: the page that asked (`?callbackUrl=`), if it is a path
 * on this site, else home. Absolute and protocol-relative addresses are refused, so the
 * login page cannot be used to send a visitor to another site.
 */
export function safeCallbackUrl(requested: string | null | undefined): string {
  if (!requested || !requested.startsWith("/") || requested.startsWith("//") || requested.startsWith("/\\"))
    return "/";
  let path: string;
  try {
    const url = new URL(requested, "http://shop.invalid");
    if (url.origin !== "http://shop.invalid") return "/";
    path = url.pathname;
    if (AUTH_PAGES.includes(path)) return "/";
    return `${path}${url.search}${url.hash}`;
  } catch {
    return "/";
  }
}

/**
 * True when next-auth can follow the address: a path, or an absolute http(s) address. It
 * answers anything else (`?callbackUrl=javascript:...`, or such a callback cookie) with a 500.
 */
export function isFollowableCallbackUrl(value: string): boolean {
  try {
    return /^https?:$/.test(new URL(value, value.startsWith("/") ? "http://shop.invalid" : undefined).protocol);
  } catch {
    return false;
  }
}
