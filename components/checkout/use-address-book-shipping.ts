"use client";

import { useState } from "react";
import { addAddress } from "@/components/profile/profile-api";
import type { ShippingAddress } from "@/lib/orders/contract/schemas";
import type { SavedAddress } from "@/lib/users/contract";
import { apiErrorMessage } from "@/components/http/api-error-message";
import { emptyAddress } from "./address-rules";
import { checkoutToast } from "./notify";
import { addressesFor, isSavedAlready, shippingStart } from "./saved-addresses";

/** What the shipping section shows of the address book: the picker, the notice and the save box. */
export type AddressBookChoices = {
  options: SavedAddress[];
  notice: string | null;
  /** Offered while the address typed is not in the book yet. */
  canSave: boolean;
  save: boolean;
  onSaveChange: (save: boolean) => void;
};

type Options = { userName?: string; savedAddresses?: SavedAddress[]; country: string; name: string };

/**
 * The checkout's shipping address with the signed-in shopper's address book: it starts from the
 * default address (in the checkout's country), can be picked from the book, and once confirmed is
 * saved to the book when 'Save this address' is ticked (the first one becomes the default).
 */
export function useAddressBookShipping({ userName, savedAddresses = [], country, name }: Options) {
  const [start] = useState(() => shippingStart(country, savedAddresses));
  const [address, setAddress] = useState<ShippingAddress>(() => start.address ?? emptyAddress(country, name));
  const [book, setBook] = useState(savedAddresses);
  const [save, setSave] = useState(false);
  const canSave = userName !== undefined && !isSavedAlready(address, book);

  /** After the address is confirmed for the payment: keeps it in the book when asked. A failure only warns. */
  const afterConfirm = async (confirmed: ShippingAddress): Promise<void> => {
    if (!userName || !save || isSavedAlready(confirmed, book)) return;
    try {
      const created = await addAddress(userName, confirmed);
      setBook((current) => [...current, created]);
      setSave(false);
      checkoutToast.success("Address saved to your profile");
    } catch (error) {
      console.error("Could not save the address to the address book", error);
      checkoutToast.error(apiErrorMessage(error, "Your address could not be saved to your profile"));
    }
  };

  const choices: AddressBookChoices | undefined =
    userName === undefined
      ? undefined
      : {
          options: addressesFor(country, book),
          notice: start.notice,
          canSave,
          save,
          onSaveChange: setSave,
        };
  return { address, setAddress, choices, afterConfirm };
}
