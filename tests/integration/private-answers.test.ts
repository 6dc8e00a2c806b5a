/** @jest-environment node */
import { GET as cartRoute } from "@/app/api/cart/route";
import { GET as ordersRoute } from "@/app/api/orders/route";
import { GET as orderStatusRoute } from "@/app/api/orderstatus/route";
import { GET as usersRoute } from "@/app/api/user/route";
import { GET as userRoute } from "@/app/api/user/[userName]/route";
import { POST as login } from "@/app/auth/login/route";
import { DELETE as logout } from "@/app/auth/logout/route";
import { apiRequest, createUser, routeContext, tokenFor, type TestUser } from "./account-fixtures";

// Answers that belong to one user must never be kept by a shared cache (CDN, proxy, Next).

let user: TestUser;
let token: string;

beforeAll(async () => {
  user = await createUser({ role: "admin" });
  token = await tokenFor(user);
});

describe("Cache-Control of per-user answers", () => {
  it.each([
    ["GET /api/cart", () => cartRoute(apiRequest("/api/cart", { token }), routeContext())],
    ["GET /api/orders", () => ordersRoute(apiRequest("/api/orders", { token }), routeContext())],
    ["GET /api/orderstatus", () => orderStatusRoute(apiRequest("/api/orderstatus?pi=pi_unknown", { token }), routeContext())],
    ["GET /api/user", () => usersRoute(apiRequest("/api/user", { token }), routeContext())],
    ["GET /api/user/{name}", () => userRoute(apiRequest(`/api/user/${user.username}`, { token }), routeContext({ userName: user.username }))],
    ["GET /api/cart signed out", () => cartRoute(apiRequest("/api/cart"), routeContext())],
    ["POST /auth/login", () => login(apiRequest("/auth/login", { method: "POST", body: { username: user.username, password: user.password } }), routeContext())],
    ["DELETE /auth/logout", () => logout(apiRequest("/auth/logout", { method: "DELETE" }), routeContext())],
  ])("%s is private, no-store", async (_label, call) => {
    const response = await call();
    expect(response.status).toBeLessThan(500);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
  });
});
