import { apiRequest } from "@/components/http/api-request";
import {
  CART_REMINDERS_PATH,
  cartReminderPreferenceSchema,
  type CartReminderPreference,
} from "@/lib/cart-reminders/contract";
import {
  addressPath,
  addressesPath,
  profileSchema,
  savedAddressListSchema,
  savedAddressSchema,
  userPath,
  type ProfileUpdateRequest,
  type SavedAddress,
  type SavedAddressRequest,
} from "@/lib/users/contract";

// The browser's calls for the profile and the address book (also used by the checkout).

export function updateProfile(userName: string, update: ProfileUpdateRequest) {
  return apiRequest(userPath(userName), { method: "PATCH", body: update, schema: profileSchema });
}

export function fetchAddresses(userName: string, signal?: AbortSignal): Promise<SavedAddress[]> {
  return apiRequest(addressesPath(userName), { schema: savedAddressListSchema, signal });
}

export function addAddress(userName: string, address: SavedAddressRequest): Promise<SavedAddress> {
  return apiRequest(addressesPath(userName), { method: "POST", body: address, schema: savedAddressSchema });
}

export function updateAddress(
  userName: string,
  id: number,
  address: SavedAddressRequest,
): Promise<SavedAddress> {
  return apiRequest(addressPath(userName, id), { method: "PUT", body: address, schema: savedAddressSchema });
}

export async function deleteAddress(userName: string, id: number): Promise<void> {
  await apiRequest(addressPath(userName, id), { method: "DELETE" });
}

/** The query key of a user's address book, shared by the profile and the checkout. */
export const addressesKey = (userName: string) => ["addresses", userName.toLowerCase()] as const;

/** Turns the signed-in shopper's cart reminders on or off. */
export function setCartReminders(enabled: boolean): Promise<CartReminderPreference> {
  return apiRequest(CART_REMINDERS_PATH, {
    method: "PUT",
    body: { enabled },
    schema: cartReminderPreferenceSchema,
  });
}
