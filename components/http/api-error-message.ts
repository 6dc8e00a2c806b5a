import { ApiRequestError } from "./api-request";

/** What a form shows for a failed call: the server's `{ detail }` when it gave one, else `fallback`. */
export function apiErrorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiRequestError && error.detail ? error.detail : fallback;
}

/** Whether a call failed with this HTTP status. */
export function isApiStatus(error: unknown, status: number): boolean {
  return error instanceof ApiRequestError && error.status === status;
}
