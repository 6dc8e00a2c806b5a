import { addressesFor, isSavedAlready, shippingFieldsOf, shippingStart } from "@/components/checkout/saved-addresses";
import type { SavedAddress } from "@/lib/users/contract";

const address = (id: number, country: string, isDefault = false, line1 = `${id} Main Street`): SavedAddress => ({
  id,
  name: "Sam Buyer",
  line1,
  line2: "",
  city: "Town",
  state: "ST",
  postal_code: "1000",
  country,
  phone: "",
  isDefault,
});

describe("the checkout's start from the address book", () => {
  it("starts from the default address when it is in the checkout's country", () => {
    const book = [address(1, "AU"), address(2, "AU", true)];
    expect(shippingStart("AU", book)).toEqual({ address: shippingFieldsOf(book[1]), notice: null });
  });

  it("starts empty, saying why, when the default is in another country", () => {
    const start = shippingStart("AU", [address(1, "CA", true)]);
    expect(start.address).toBeNull();
    expect(start.notice).toBe(
      "Your default address is in Canada, and this checkout ships within Australia. Please enter an address there.",
    );
    expect(shippingStart("AU", [address(1, "CA", true), address(2, "AU")]).notice).toMatch(
      /Choose one of your saved addresses there/,
    );
  });

  it("starts empty without a word when there is no book", () => {
    expect(shippingStart("AU", [])).toEqual({ address: null, notice: null });
  });

  it("offers only the addresses of the checkout's country, the default first", () => {
    const book = [address(1, "AU"), address(2, "CA", true), address(3, "AU", false), address(4, "US")];
    expect(addressesFor("AU", book).map((saved) => saved.id)).toEqual([1, 3]);
    const withDefault = [address(1, "AU"), address(3, "AU", true)];
    expect(addressesFor("AU", withDefault).map((saved) => saved.id)).toEqual([3, 1]);
  });

  it("knows an address already in the book (ignoring surrounding spaces), and a changed one is not", () => {
    const book = [address(1, "AU")];
    expect(isSavedAlready({ ...shippingFieldsOf(book[0]), city: " Town " }, book)).toBe(true);
    expect(isSavedAlready({ ...shippingFieldsOf(book[0]), postal_code: "2000" }, book)).toBe(false);
  });
});
