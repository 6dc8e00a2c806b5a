import { NextResponse, type NextRequest } from "next/server";
import { usesSecureCookies } from "@/lib/auth/config";
import { LIST_PAGE_PATH, listPagePath } from "@/lib/catalog/url/list-page-key";
import { bodyLimitFor, bodyTooLargeDetail, checkRequestLine, isApiPath } from "@/lib/http/request-guard";
import {
  API_POLICY,
  cachedPagePolicy,
  commonSecurityHeaders,
  noncePagePolicy,
  rendersPerRequest,
  stripeConfigured,
  UPLOAD_POLICY,
} from "@/lib/http/security-headers";

/**
 * Runs before every route: refuses requests no route could answer sensibly (malformed
 * percent-encoding, NUL characters, oversized bodies) with a 4xx, sends each product list
 * query to its cached page, and puts the security headers on every response. Pages rendered
 * per request (the admin area) get a fresh script nonce, which Next reads from the request's
 * policy header and puts on its own scripts; cached pages cannot carry one.
 */
export function proxy(request: NextRequest): NextResponse {
  const { pathname } = request.nextUrl;
  const api = isApiPath(pathname);
  const https = usesSecureCookies();

  const problem = checkRequestLine(request.url) ?? checkBodySize(request, pathname);
  if (problem) {
    const response = api
      ? NextResponse.json({ detail: problem.detail }, { status: problem.status })
      : NextResponse.rewrite(new URL("/_not-found", request.url), { status: 404 });
    return withHeaders(response, API_POLICY, https);
  }

  if (api) return withHeaders(NextResponse.next(), API_POLICY, https);
  if (pathname.startsWith("/uploads/")) return withHeaders(NextResponse.next(), UPLOAD_POLICY, https);

  const stripe = stripeConfigured();
  const development = process.env.NODE_ENV === "development";
  if (pathname === LIST_PAGE_PATH || pathname.startsWith(`${LIST_PAGE_PATH}/`)) {
    // Only the proxy's own rewrites reach the cached list pages; their addresses are not the site's.
    const response = NextResponse.rewrite(new URL("/_not-found", request.url), { status: 404 });
    return withHeaders(response, cachedPagePolicy({ stripe, development }), https);
  }
  if (pathname === "/products") {
    const target = new URL(listPagePath(request.nextUrl.searchParams), request.url);
    // The router's cache-busting parameter on client navigations stays as Next expects it.
    const cacheBusting = request.nextUrl.searchParams.get("_rsc");
    if (cacheBusting !== null) target.searchParams.set("_rsc", cacheBusting);
    return withHeaders(NextResponse.rewrite(target), cachedPagePolicy({ stripe, development }), https);
  }
  if (!rendersPerRequest(pathname)) {
    return withHeaders(NextResponse.next(), cachedPagePolicy({ stripe, development }), https);
  }

  const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64");
  const policy = noncePagePolicy({ nonce, stripe, development });
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set("content-security-policy", policy);
  requestHeaders.set("x-nonce", nonce);
  return withHeaders(NextResponse.next({ request: { headers: requestHeaders } }), policy, https);
}

function checkBodySize(request: NextRequest, pathname: string) {
  const length = Number(request.headers.get("content-length") ?? 0);
  const limit = bodyLimitFor(pathname);
  return length > limit
    ? { status: 413, detail: bodyTooLargeDetail(pathname, limit) }
    : undefined;
}

function withHeaders(response: NextResponse, policy: string, https: boolean): NextResponse {
  response.headers.set("Content-Security-Policy", policy);
  for (const [name, value] of Object.entries(commonSecurityHeaders(https))) response.headers.set(name, value);
  return response;
}

export const config = {
  // Everything but Next's own static files (they carry the headers from next.config.ts).
  matcher: [{ source: "/((?!_next/static|_next/image|favicon.ico).*)" }],
};
