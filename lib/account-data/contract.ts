import { z } from "zod";

// "Your data" in the profile: the shopper's copy of everything the shop holds about them, and
// deleting the account. Browser-safe (no db).

export const ACCOUNT_DATA_PATH = "/api/account/data";
export const ACCOUNT_DELETE_PATH = "/api/account/delete";
export const ACCOUNT_DELETE_CONFIRM_PATH = "/api/account/delete/confirm";
/** The page the mailed link opens (it asks before it acts). */
export const ACCOUNT_DELETE_PAGE = "/delete-account";

/** Version of the export's layout: a tool reading old files can tell. */
export const ACCOUNT_EXPORT_FORMAT = 1;

export const deleteAccountRequestSchema = z.object({
  currentPassword: z.string().min(1, "Current password is required").max(1024),
});
export type DeleteAccountRequest = z.input<typeof deleteAccountRequestSchema>;

export const deleteRequestedSchema = z.object({ detail: z.string() });

/** The answer to "Delete my account" once the password was right. */
export const ACCOUNT_DELETE_REQUESTED =
  "We've e-mailed you a link to confirm. Your account is deleted only when you follow it (within 24 hours).";

/** 409: a shop must keep an admin. */
export const LAST_ADMIN =
  "You are the shop's only admin: make another account an admin before deleting yours.";

/** What deleting keeps and removes, as the profile and the confirmation page say it. */
export const ACCOUNT_DELETE_EFFECT =
  "Deleting your account signs you out everywhere and removes your details, addresses, cart and preferences. " +
  "Your orders stay in the shop's accounts (the law requires it) without your name, e-mail, phone or address.";
