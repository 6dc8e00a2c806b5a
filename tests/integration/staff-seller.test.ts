/** @jest-environment node */
import { POST as cancelRoute } from "@/app/api/admin/orders/[id]/cancel/route";
import { POST as refundRoute } from "@/app/api/admin/orders/[id]/refunds/route";
import { GET as orderRoute } from "@/app/api/admin/orders/[id]/route";
import { POST as shipRoute } from "@/app/api/admin/orders/[id]/ship/route";
import { GET as exportRoute } from "@/app/api/admin/orders/export/route";
import { GET as ordersRoute } from "@/app/api/admin/orders/route";
import { GET as customersRoute } from "@/app/api/admin/customers/route";
import { GET as settingsRoute } from "@/app/api/admin/settings/route";
import { apiRequest, createUser, json, routeContext, tokenFor } from "./account-fixtures";
import { insertOrder } from "./order-row-fixtures";

// What a seller sees and may do on orders: the orders and their shipping address, shipping them,
// but neither the customer's e-mail (nor finding orders by it) nor refunds and cancellations.

const EMAIL = "private.buyer@example.com";
let sellerToken: string;
let adminToken: string;
let orderId: number;

beforeAll(async () => {
  sellerToken = await tokenFor(await createUser({ role: "seller" }));
  adminToken = await tokenFor(await createUser({ role: "admin" }));
  orderId = (await insertOrder({ email: EMAIL, name: "Pat Private" })).id;
});

type Detail = {
  id: number;
  customer: string;
  email: string | null;
  shipping: Record<string, string> | null;
  fulfilment: string;
};

async function order(token: string): Promise<Detail> {
  const response = await orderRoute(
    apiRequest(`/api/admin/orders/${orderId}`, { token }),
    routeContext({ id: String(orderId) }),
  );
  expect(response.status).toBe(200);
  return json<Detail>(response);
}

async function list(token: string, q: string): Promise<{ id: number; email: string | null }[]> {
  const response = await ordersRoute(
    apiRequest(`/api/admin/orders?q=${encodeURIComponent(q)}`, { token }),
    routeContext(),
  );
  expect(response.status).toBe(200);
  return (await json<{ results: { id: number; email: string | null }[] }>(response)).results;
}

describe("a seller's view of orders", () => {
  it("shows the order and its shipping address without the customer's e-mail (the admin sees it)", async () => {
    const seen = await order(sellerToken);
    expect(seen).toMatchObject({ id: orderId, customer: "Pat Private", email: null });
    expect(seen.shipping).toMatchObject({ name: "Sam Buyer", line1: "1 George Street", city: "Sydney" });
    expect(JSON.stringify(seen)).not.toContain(EMAIL);
    expect((await order(adminToken)).email).toBe(EMAIL);
  });

  it("lists orders without e-mails, and finds them by number but not by e-mail", async () => {
    const byNumber = await list(sellerToken, `#${orderId}`);
    expect(byNumber.map((row) => row.id)).toEqual([orderId]);
    expect(byNumber[0].email).toBeNull();
    expect(await list(sellerToken, "private.buyer")).toEqual([]);
    expect((await list(adminToken, "private.buyer")).map((row) => row.id)).toContain(orderId);
  });

  it("exports the CSV with the Email column empty", async () => {
    const response = await exportRoute(
      apiRequest(`/api/admin/orders/export?q=${orderId}`, { token: sellerToken }),
      routeContext(),
    );
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toContain("Pat Private");
    expect(text).not.toContain(EMAIL);
  });

  it("cannot refund or cancel (403), and nothing changes", async () => {
    const params = routeContext({ id: String(orderId) });
    const refund = await refundRoute(
      apiRequest(`/api/admin/orders/${orderId}/refunds`, {
        method: "POST",
        token: sellerToken,
        body: { amount: 1 },
      }),
      params,
    );
    expect(refund.status).toBe(403);
    const cancel = await cancelRoute(
      apiRequest(`/api/admin/orders/${orderId}/cancel`, { method: "POST", token: sellerToken }),
      params,
    );
    expect(cancel.status).toBe(403);
    expect((await order(adminToken)).fulfilment).toBe("unfulfilled");
  });

  it("ships the order, and the answer still has no e-mail", async () => {
    const response = await shipRoute(
      apiRequest(`/api/admin/orders/${orderId}/ship`, {
        method: "POST",
        token: sellerToken,
        body: { carrier: "Australia Post", trackingNumber: "AP123" },
      }),
      routeContext({ id: String(orderId) }),
    );
    expect(response.status).toBe(200);
    const shipped = await json<Detail>(response);
    expect(shipped.fulfilment).toBe("shipped");
    expect(shipped.email).toBeNull();
  });

  it("cannot open the customers or the settings (403)", async () => {
    expect(
      (await customersRoute(apiRequest("/api/admin/customers", { token: sellerToken }), routeContext()))
        .status,
    ).toBe(403);
    expect(
      (await settingsRoute(apiRequest("/api/admin/settings", { token: sellerToken }), routeContext())).status,
    ).toBe(403);
  });
});
