import { errorResponse } from "./respond";

type RouteContext<P> = { params: Promise<P> };

type HandleOptions = {
  /** Per-user answers: no shared cache (CDN, proxy, Next) may keep or serve them. */
  private?: boolean;
};

export const PRIVATE_NO_STORE = "private, no-store";

/**
 * Wraps a route handler: a returned value becomes a 200 JSON response, a returned Response is
 * passed through, and anything thrown goes through the one error mapping.
 */
export function handle<P = Record<string, string>>(
  handler: (request: Request, params: P) => Promise<unknown>,
  options: HandleOptions = {},
): (request: Request, context: RouteContext<P>) => Promise<Response> {
  return async (request, context) => {
    let response: Response;
    try {
      const params = context?.params ? await context.params : ({} as P);
      const result = await handler(request, params);
      response = result instanceof Response ? result : Response.json(result);
    } catch (error) {
      response = errorResponse(error);
    }
    if (options.private) response.headers.set("Cache-Control", PRIVATE_NO_STORE);
    return response;
  };
}
