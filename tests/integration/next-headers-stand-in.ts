import type { NextRequest } from "next/server";

// next-auth reads the request's headers and cookies through next/headers, which only a running
// Next server provides. Tests that call next-auth's route mock next/headers with this, which
// answers for the request last passed to `asCurrentRequest`:
//   jest.mock("next/headers", () => jest.requireActual("./next-headers-stand-in").nextHeaders);

let current: NextRequest | undefined;

export function asCurrentRequest(request: NextRequest): NextRequest {
  current = request;
  return request;
}

export const nextHeaders = {
  headers: async () => new Headers(current?.headers),
  cookies: async () => current?.cookies,
};
