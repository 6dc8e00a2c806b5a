import { apiRequest } from "@/components/http/api-request";
import type { LoginRequest, PasswordChangeRequest, SignupRequest } from "@/lib/auth/schemas";

// The browser's calls to /auth. Each sets or clears the session cookie itself; the token in
// their answers is for API clients, so the browser does not read it.

export async function logIn(credentials: LoginRequest): Promise<void> {
  await apiRequest("/auth/login", { method: "POST", body: credentials });
}

export async function signUp(account: SignupRequest): Promise<void> {
  await apiRequest("/auth/signup", { method: "POST", body: account });
}

/** Ends every session of the user. */
export async function logOut(): Promise<void> {
  await apiRequest("/auth/logout", { method: "DELETE" });
}

/** Ends every other session of the user; this browser gets a new cookie. */
export async function changePassword(change: PasswordChangeRequest): Promise<void> {
  await apiRequest("/auth/password", { method: "PUT", body: change });
}
