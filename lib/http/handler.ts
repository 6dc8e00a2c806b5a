import { errorResponse } from "./respond";

type RouteContext<P> = { params: Promise<P> };

/**
 * Wraps a route handler: a returned value becomes a 200 JSON response, a returned Response is
 * passed through, and anything thrown goes through the one error mapping.
 */
export function handle<P = Record<string, string>>(
  handler: (request: Request, params: P) => Promise<unknown>,
): (request: Request, context: RouteContext<P>) => Promise<Response> {
  return async (request, context) => {
    try {
      const params = context?.params ? await context.params : ({} as P);
      const result = await handler(request, params);
      return result instanceof Response ? result : Response.json(result);
    } catch (error) {
      return errorResponse(error);
    }
  };
}
