import "server-only";
import type { NextRequest } from "next/server";
import { jsonError } from "@/lib/http/respond";
import { isFollowableCallbackUrl } from "./callback-url";
import { usesSecureCookies } from "./config";

// next-auth's own routes throw, and so answer 500, on input that is only the client's mistake:
// a JSON body that does not parse, or a callback address (body, query or its cookie) it cannot
// follow. Such requests are refused here with a 400 before next-auth sees them; and next-auth's
// own refusals (plain text) are given the API's `{ detail }` shape.

const CALLBACK_URL_RULE = "callbackUrl: must be a path or an http(s) address";

function isBadCallbackUrl(value: unknown): boolean {
  return (
    value !== undefined &&
    value !== null &&
    value !== "" &&
    (typeof value !== "string" || !isFollowableCallbackUrl(value))
  );
}

/** The body as next-auth will read it: JSON or a form, nothing otherwise; a 400 when JSON does not parse. */
async function bodyOf(request: NextRequest): Promise<{ value: unknown } | Response> {
  const type = request.headers.get("content-type") ?? "";
  if (request.method !== "POST" || !request.body) return { value: undefined };
  const text = await request.clone().text();
  if (type.includes("application/json")) {
    try {
      return { value: JSON.parse(text) };
    } catch {
      return jsonError(400, "The request body must be valid JSON");
    }
  }
  if (type.includes("application/x-www-form-urlencoded"))
    return { value: Object.fromEntries(new URLSearchParams(text)) };
  return { value: undefined };
}

/** A 400 for a request next-auth would fail on, or undefined to let next-auth answer it. */
export async function refusedNextAuthInput(request: NextRequest): Promise<Response | undefined> {
  const body = await bodyOf(request);
  if (body instanceof Response) return body;
  const fromBody =
    body.value !== null && typeof body.value === "object"
      ? (body.value as { callbackUrl?: unknown }).callbackUrl
      : undefined;
  // next-auth reads the query's last value.
  const fromQuery = Object.fromEntries(request.nextUrl.searchParams).callbackUrl;
  if (isBadCallbackUrl(fromBody) || isBadCallbackUrl(fromQuery)) return jsonError(400, CALLBACK_URL_RULE);
  const cookie = `${usesSecureCookies() ? "__Secure-" : ""}next-auth.callback-url`;
  if (isBadCallbackUrl(request.cookies.get(cookie)?.value))
    return jsonError(400, "The callback address cookie is not an address", {
      "Set-Cookie": `${cookie}=; Path=/; Max-Age=0`,
    });
  return undefined;
}

/** next-auth's refusal ("Error: This action with HTTP GET is not supported") as `{ detail }`. */
export async function asJsonError(response: Response): Promise<Response> {
  if (response.status < 400 || response.headers.get("content-type")?.includes("application/json"))
    return response;
  const detail = (await response.text()).replace(/^Error: /, "").trim() || "The request was refused";
  const refused = jsonError(response.status, detail);
  for (const cookie of response.headers.getSetCookie()) refused.headers.append("Set-Cookie", cookie);
  return refused;
}
