import "server-only";
// Security headers for every response. Pages rendered per request get a Content-Security-Policy
// whose scripts need this request's nonce (Next puts it on its own scripts). Cached pages are
// the same bytes for everyone, so no nonce can be in them: their policy allows the site's own
// scripts and inline ones (Next's page data), and nothing from elsewhere. Calls get a policy
// that allows nothing.

const STRIPE = {
  script: ["https://js.stripe.com"],
  frame: ["https://js.stripe.com", "https://hooks.stripe.com"],
  connect: ["https://api.stripe.com"],
  image: ["https://*.stripe.com"],
};

export type PolicyOptions = { stripe: boolean; development: boolean };

/**
 * Pages rendered per request, because they read the session or the query on the server: the
 * admin area and the pages that take a password or a payment. They can carry a nonce, so they
 * get the stricter policy. Every other page is the same for every visitor and served from
 * Next's cache.
 */
const PER_REQUEST_PAGES = ["/admin", "/checkout", "/login", "/signup", "/profile", "/order-complete"];

export function rendersPerRequest(pathname: string): boolean {
  return PER_REQUEST_PAGES.some((page) => pathname === page || pathname.startsWith(`${page}/`));
}

/** The policy of a page rendered per request: scripts need the nonce. */
export function noncePagePolicy({ nonce, ...options }: PolicyOptions & { nonce: string }): string {
  return pagePolicy(["'self'", `'nonce-${nonce}'`, "'strict-dynamic'"], options);
}

/** The policy of a cached page: the site's own scripts and inline ones, never another origin's. */
export function cachedPagePolicy(options: PolicyOptions): string {
  return pagePolicy(["'self'", "'unsafe-inline'"], options);
}

/** Styles stay inline-able: React and the chart library set style attributes. */
function pagePolicy(scriptSources: string[], { stripe, development }: PolicyOptions): string {
  const add = (list: string[]) => (stripe ? list : []);
  const directives: [string, ...string[]][] = [
    ["default-src", "'self'"],
    ["script-src", ...scriptSources, ...add(STRIPE.script), ...(development ? ["'unsafe-eval'"] : [])],
    ["style-src", "'self'", "'unsafe-inline'"],
    ["img-src", "'self'", "data:", "blob:", ...add(STRIPE.image)],
    ["font-src", "'self'"],
    ["connect-src", "'self'", ...add(STRIPE.connect), ...(development ? ["ws:"] : [])],
    ["frame-src", ...(stripe ? STRIPE.frame : ["'none'"])],
    ["frame-ancestors", "'none'"],
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    ["form-action", "'self'"],
  ];
  return directives.map((directive) => directive.join(" ")).join("; ");
}

/** JSON calls and other non-pages: nothing may run, load or frame them. */
export const API_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** Stored uploads: shown as images only, never as a document that could run anything. */
export const UPLOAD_POLICY = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";

/** The headers every response carries besides its policy. */
export function commonSecurityHeaders(https: boolean): Record<string, string> {
  return {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",
    // Geolocation for our own pages (the storefront detects the country); nothing else.
    "Permissions-Policy": "geolocation=(self), camera=(), microphone=(), usb=(), interest-cohort=()",
    "Cross-Origin-Opener-Policy": "same-origin",
    ...(https ? { "Strict-Transport-Security": "max-age=63072000; includeSubDomains" } : {}),
  };
}

/** True when checkout uses Stripe (STRIPE_SECRET_KEY is set), so pages must allow its script and frames. */
export function stripeConfigured(env: NodeJS.ProcessEnv = process.env): boolean {
  return Boolean(env.STRIPE_SECRET_KEY);
}
