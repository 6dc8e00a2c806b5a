import { expect, test, type APIRequestContext } from "@playwright/test";
import { emptyInstanceRedis, startInstance, type Instance } from "./instance-servers";

// Two more instances of the shop on the same database and one Redis, as behind a load
// balancer: what one instance does, the other sees at once.

test.skip(!process.env.DATABASE_URL, "Several instances need PostgreSQL; the embedded database serves one process");
test.describe.configure({ mode: "serial" });

let first: Instance;
let second: Instance;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  await emptyInstanceRedis();
  [first, second] = await Promise.all([startInstance(3101), startInstance(3102)]);
});

test.afterAll(async () => {
  await Promise.all([first?.stop(), second?.stop()]);
});

async function signIn(request: APIRequestContext, base: string, username: string, password: string): Promise<string> {
  const response = await request.post(`${base}/auth/login`, { data: { username, password } });
  expect(response.status()).toBe(200);
  return (await response.json()).token;
}

test("an admin's price change made on one instance shows on the other's cached product page and list", async ({ request }) => {
  const product = await (await request.get(`${first.url}/api/product/1`)).json();
  const pagePath = "/products/1/details";
  const listPath = `/products?categories=${product.category}`;

  // Both pages are in the shared cache before the change.
  for (const path of [pagePath, listPath]) {
    await request.get(`${second.url}${path}`);
    const cached = await request.get(`${second.url}${path}`);
    expect(cached.headers()["x-nextjs-cache"]).toBe("HIT");
    expect(await cached.text()).not.toContain("$77.31");
  }

  const token = await signIn(request, first.url, "admin", "admin1234");
  const edit = (price: number) =>
    request.put(`${first.url}/api/product/1`, { headers: { authorization: `Bearer ${token}` }, data: { price } });
  expect((await edit(77.31)).status()).toBe(200);
  try {
    for (const path of [pagePath, listPath]) {
      const after = await request.get(`${second.url}${path}`);
      expect(after.status()).toBe(200);
      expect(await after.text()).toContain("$77.31");
    }
  } finally {
    expect((await edit(product.price)).status()).toBe(200);
  }
  expect(await (await request.get(`${second.url}${pagePath}`)).text()).not.toContain("$77.31");
});

test("a session started on one instance works on the other, and ends on both at logout", async ({ request }) => {
  const username = `two_inst_${Date.now().toString(36)}`;
  const signup = await request.post(`${first.url}/auth/signup`, {
    data: {
      username,
      email: `${username}@example.com`,
      firstName: "Two",
      lastName: "Instances",
      phone: "+61 400 000 000",
      password: "two instances 2026",
    },
  });
  expect(signup.status()).toBeLessThan(300);
  const headers = { authorization: `Bearer ${(await signup.json()).token}` };
  expect((await request.get(`${second.url}/api/orders`, { headers })).status()).toBe(200);

  expect((await request.delete(`${second.url}/auth/logout`, { headers })).status()).toBe(200);
  expect((await request.get(`${first.url}/api/orders`, { headers })).status()).toBe(401);
});

test("login limits are shared: guesses spread over both instances are counted together", async ({ request }) => {
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 6; attempt++) {
    const base = attempt % 2 === 0 ? first.url : second.url;
    const response = await request.post(`${base}/auth/login`, {
      data: { username: "two_instance_guesser", password: `wrong-guess-${attempt}` },
    });
    statuses.push(response.status());
  }
  expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
});
