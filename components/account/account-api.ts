import { ApiRequestError, apiRequest } from "@/components/http/api-request";
import {
  attachedSchema,
  cancelledChangeSchema,
  devicesSchema,
  endedSessionsSchema,
  type Device,
  type EmailChangeRequest,
  type ForgotPasswordRequest,
  type ResetPasswordRequest,
  type TokenBody,
} from "@/lib/accounts/contract";
import {
  loginAnswerSchema,
  type LoginAnswer,
  type LoginRequest,
  type PasswordChangeRequest,
  type SignupRequest,
} from "@/lib/auth/schemas";
import { CART_REMINDERS_UNSUBSCRIBE_PATH } from "@/lib/cart-reminders/contract";
import type { AcceptStaffInviteRequest } from "@/lib/staff/contract";
import { secondStepRequiredSchema, type SecondStepRequired } from "@/lib/two-step/contract";

// The browser's calls to /auth. Each sets or clears the session cookie itself; the token in
// their answers is for API clients, so the browser does not read it.

/**
 * The password step: signed in (the answer may advise a password change, the password being older
 * than the rule), or, for an account with two-step sign-in, the ticket and methods of the second
 * step, which the server answers as a 401 without a session (with the same advice).
 */
export async function logIn(
  credentials: LoginRequest,
): Promise<LoginAnswer & { secondStep?: SecondStepRequired["secondStep"] }> {
  try {
    return await apiRequest("/auth/login", { method: "POST", body: credentials, schema: loginAnswerSchema });
  } catch (error) {
    const asked =
      error instanceof ApiRequestError && error.status === 401
        ? secondStepRequiredSchema.merge(loginAnswerSchema).safeParse(error.body)
        : undefined;
    if (asked?.success)
      return { secondStep: asked.data.secondStep, passwordChangeRecommended: asked.data.passwordChangeRecommended };
    throw error;
  }
}

export async function signUp(account: SignupRequest): Promise<void> {
  await apiRequest("/auth/signup", { method: "POST", body: account });
}

/** Accepts an invitation to the staff: the account is made and signed in. */
export async function acceptStaffInvite(body: AcceptStaffInviteRequest): Promise<void> {
  await apiRequest("/auth/staff-invite", { method: "POST", body });
}

/** Ends this browser's session (other devices are signed out from the profile). */
export async function logOut(): Promise<void> {
  await apiRequest("/auth/logout", { method: "DELETE" });
}

/** Ends every other session of the user; this browser gets a new cookie. */
export async function changePassword(change: PasswordChangeRequest): Promise<void> {
  await apiRequest("/auth/password", { method: "PUT", body: change });
}

// Account recovery and the e-mail address (lib/accounts). None of them starts a session.

export async function requestPasswordReset(body: ForgotPasswordRequest): Promise<void> {
  await apiRequest("/auth/forgot-password", { method: "POST", body });
}

export async function resetPassword(body: ResetPasswordRequest): Promise<void> {
  await apiRequest("/auth/reset-password", { method: "POST", body });
}

export async function requestEmailChange(body: EmailChangeRequest): Promise<void> {
  await apiRequest("/auth/email-change", { method: "POST", body });
}

export async function confirmEmailChange(body: TokenBody): Promise<void> {
  await apiRequest("/auth/email-change/confirm", { method: "POST", body });
}

export async function verifyEmail(body: TokenBody): Promise<void> {
  await apiRequest("/auth/verify-email", { method: "POST", body });
}

/** A cart reminder's unsubscribe link: the token travels in the address, as a mail program's one click sends it. */
export async function stopCartReminders({ token }: TokenBody): Promise<void> {
  await apiRequest(`${CART_REMINDERS_UNSUBSCRIBE_PATH}?${new URLSearchParams({ token })}`, {
    method: "POST",
  });
}

export async function resendVerification(): Promise<void> {
  await apiRequest("/auth/verify-email/resend", { method: "POST" });
}

export async function attachPastGuestOrders(): Promise<number> {
  return (await apiRequest("/api/account/guest-orders", { method: "POST", schema: attachedSchema })).attached;
}

/** The link mailed to the old address: ends the change and every session; answers a reset token. */
export async function cancelEmailChange(body: TokenBody): Promise<string> {
  return (
    await apiRequest("/auth/email-change/cancel", { method: "POST", body, schema: cancelledChangeSchema })
  ).resetToken;
}

// Signed-in devices (the profile's list).

export function fetchDevices(): Promise<Device[]> {
  return apiRequest("/api/account/sessions", { schema: devicesSchema });
}

export async function signOutDevice(id: string): Promise<void> {
  await apiRequest(`/api/account/sessions/${encodeURIComponent(id)}`, { method: "DELETE", schema: endedSessionsSchema });
}

/** Every other device; this one stays signed in. Answers how many were signed out. */
export async function signOutOtherDevices(): Promise<number> {
  return (await apiRequest("/api/account/sessions", { method: "DELETE", schema: endedSessionsSchema })).ended;
}
