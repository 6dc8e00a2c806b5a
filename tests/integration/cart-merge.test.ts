import { POST as merge } from "@/app/api/cart/merge/route";
import { GET as getCart, POST as postCart } from "@/app/api/cart/route";
import type { CartLineResponse } from "@/lib/cart/types";
import { apiRequest, createItem, createUser, json, routeContext, tokenFor } from "./account-fixtures";

const mergeLines = (token: string | undefined, lines: unknown) =>
  merge(apiRequest("/api/cart/merge", { method: "POST", token, body: { lines } }), routeContext());

describe("POST /api/cart/merge", () => {
  it("adds the signed-out cart to the account's cart: quantities added, capped at min(99, stock), gone items skipped", async () => {
    const token = await tokenFor(await createUser());
    const plenty = await createItem({ priceMinor: 500, stock: 500 });
    const scarce = await createItem({ priceMinor: 250, stock: 4 });
    const soldOut = await createItem({ stock: 0 });
    const fresh = await createItem({ priceMinor: 100, stock: 10 });
    await postCart(
      apiRequest("/api/cart", { method: "POST", token, body: { productItemId: plenty.id, quantity: 90 } }),
      routeContext(),
    );
    await postCart(
      apiRequest("/api/cart", { method: "POST", token, body: { productItemId: scarce.id, quantity: 3 } }),
      routeContext(),
    );

    const response = await mergeLines(token, [
      { productItemId: plenty.id, quantity: 20 },
      { productItemId: scarce.id, quantity: 2 },
      { productItemId: soldOut.id, quantity: 1 },
      { productItemId: 999_999, quantity: 1 },
      { productItemId: fresh.id, quantity: 2 },
      { productItemId: fresh.id, quantity: 3 },
    ]);
    expect(response.status).toBe(200);
    const lines = await json<CartLineResponse[]>(response);
    expect(
      lines.map(({ productItem, quantity, totalPrice }) => ({ id: productItem.id, quantity, totalPrice })),
    ).toEqual([
      { id: plenty.id, quantity: 99, totalPrice: 495 },
      { id: scarce.id, quantity: 4, totalPrice: 10 },
      { id: fresh.id, quantity: 5, totalPrice: 5 },
    ]);
    expect(await json(await getCart(apiRequest("/api/cart", { token }), routeContext()))).toEqual(lines);
  });

  it("answers the cart unchanged for an empty signed-out cart", async () => {
    const token = await tokenFor(await createUser());
    expect(await json(await mergeLines(token, []))).toEqual([]);
  });

  it("answers 400 for invalid lines and 401 when signed out", async () => {
    const token = await tokenFor(await createUser());
    expect((await mergeLines(token, [{ productItemId: 1, quantity: 0 }])).status).toBe(400);
    expect((await mergeLines(token, "everything")).status).toBe(400);
    expect(
      (
        await mergeLines(
          token,
          Array.from({ length: 101 }, () => ({ productItemId: 1, quantity: 1 })),
        )
      ).status,
    ).toBe(400);
    expect((await mergeLines(undefined, [])).status).toBe(401);
  });
});
