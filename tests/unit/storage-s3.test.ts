/** @jest-environment node */
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { S3Store, s3SettingsFromEnv } from "@/lib/storage/s3";

// A minimal S3-compatible server on loopback: it records what the store sends, so the test
// proves real signed HTTP requests, path-style addressing and 404 handling.
const objects = new Map<string, { body: Buffer; type: string }>();
const authorizations: string[] = [];
let server: Server;
let endpoint: string;

async function body(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    authorizations.push(String(request.headers.authorization));
    const path = request.url ?? "";
    if (request.method === "PUT") {
      objects.set(path, { body: await body(request), type: String(request.headers["content-type"]) });
      response.writeHead(200).end();
    } else {
      const object = objects.get(path);
      if (!object) response.writeHead(404).end();
      else response.writeHead(200, { "Content-Type": object.type }).end(object.body);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

describe("S3Store", () => {
  it("puts and gets objects with SigV4-signed path-style requests", async () => {
    const store = new S3Store({ bucket: "shop", region: "auto", endpoint, accessKeyId: "AKIDTEST", secretAccessKey: "secret" });
    await store.put("products/1/0.webp", new Uint8Array([9, 8, 7]), "image/webp");
    expect(objects.has("/shop/products/1/0.webp")).toBe(true);
    const object = await store.get("products/1/0.webp");
    expect(Array.from(object!.bytes)).toEqual([9, 8, 7]);
    expect(object!.contentType).toBe("image/webp");
    expect(await store.get("products/1/5.webp")).toBeNull();
    expect(authorizations.every((header) => header.startsWith("AWS4-HMAC-SHA256 Credential=AKIDTEST/"))).toBe(true);
  });

  it("is configured from the environment only when a bucket is named, and needs its keys", () => {
    expect(s3SettingsFromEnv({} as NodeJS.ProcessEnv)).toBeUndefined();
    expect(() => s3SettingsFromEnv({ S3_BUCKET: "shop" } as unknown as NodeJS.ProcessEnv)).toThrow(/S3_ACCESS_KEY_ID/);
  });
});
