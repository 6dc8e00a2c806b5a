import { apiRequest } from "@/components/http/api-request";
import {
  ACCOUNT_DELETE_CONFIRM_PATH,
  ACCOUNT_DELETE_PATH,
  deleteRequestedSchema,
  type DeleteAccountRequest,
} from "@/lib/account-data/contract";
import type { TokenBody } from "@/lib/accounts/contract";

// The browser's calls for "Your data". The download is a plain link (the cookie signs it in).

/** Checks the password; the server mails the confirmation link. Answers what to tell the shopper. */
export async function requestAccountDeletion(body: DeleteAccountRequest): Promise<string> {
  return (await apiRequest(ACCOUNT_DELETE_PATH, { method: "POST", body, schema: deleteRequestedSchema })).detail;
}

/** The mailed link's page: deletes the account. */
export async function confirmAccountDeletion(body: TokenBody): Promise<void> {
  await apiRequest(ACCOUNT_DELETE_CONFIRM_PATH, { method: "POST", body });
}
