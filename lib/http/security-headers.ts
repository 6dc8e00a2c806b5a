import "server-only";
// Security headers for every response. Pages get a Content-Security-Policy whose scripts need
// this request's nonce (Next puts it on its own scripts); calls get a policy that allows nothing.

const STRIPE = {
  script: ["https://js.stripe.com"],
  frame: ["https://js.stripe.com", "https://hooks.stripe.com"],
  connect: ["https://api.stripe.com"],
  image: ["https://*.stripe.com"],
};

export type PolicyOptions = { nonce: string; stripe: boolean; development: boolean };

/** The policy of a page. Styles stay inline-able: React and the chart library set style attributes. */
export function pagePolicy({ nonce, stripe, development }: PolicyOptions): string {
  const add = (list: string[]) => (stripe ? list : []);
  const directives: [string, ...string[]][] = [
    ["default-src", "'self'"],
    ["script-src", "'self'", `'nonce-${nonce}'`, "'strict-dynamic'", ...add(STRIPE.script), ...(development ? ["'unsafe-eval'"] : [])],
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
