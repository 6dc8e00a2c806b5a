import { GET } from "@/app/api/health/route";

const call = () => GET(new Request("http://localhost/api/health"), { params: Promise.resolve({}) });

describe("GET /api/health", () => {
  it("answers 200 with the driver when the database is reachable", async () => {
    const response = await call();
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.status).toBe("ok");
    expect(["postgres", "pglite"]).toContain(body.database);
  });

  it("answers 503 with a detail when the database cannot be reached", async () => {
    await jest.isolateModulesAsync(async () => {
      const saved = process.env.DATABASE_URL;
      process.env.DATABASE_URL = "postgres://nobody@127.0.0.1:1/nowhere";
      try {
        const { GET: isolatedGet } = await import("@/app/api/health/route");
        const { closeDb } = await import("@/db/client");
        const globalConnection = globalThis as unknown as { shopConnection?: unknown };
        const kept = globalConnection.shopConnection;
        globalConnection.shopConnection = undefined;
        try {
          const response = await isolatedGet(new Request("http://localhost/api/health"), { params: Promise.resolve({}) });
          expect(response.status).toBe(503);
          expect(await response.json()).toEqual({ detail: "Database unreachable" });
          await closeDb().catch(() => {});
        } finally {
          globalConnection.shopConnection = kept;
        }
      } finally {
        process.env.DATABASE_URL = saved;
      }
    });
  });
});
