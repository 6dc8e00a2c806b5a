import { Agent, request } from "node:http";

// One virtual shopper's HTTP connection: plain node:http (global fetch cannot bind a local
// address), kept alive between requests as a browser's is, and bound to the shopper's own
// loopback address, so the server sees as many clients as there are shoppers (its rate limits
// count per address, and real shoppers do not share one).

/** An answer: the status and the body, parsed when it is JSON. */
export type Answer = { status: number; body: unknown };

export type RequestOptions = { json?: unknown; token?: string };

export type ShopperHttp = {
  send(method: string, path: string, options?: RequestOptions): Promise<Answer>;
  close(): void;
};

/** The loopback address of shopper `index` (from 0): 127.<block>.x.y, never 127.0.0.1 itself. */
export function shopperAddress(index: number, block = 1): string {
  return `127.${block}.${Math.floor(index / 250)}.${(index % 250) + 1}`;
}

export function shopperHttp(baseUrl: string, localAddress: string | undefined, timeoutMs: number): ShopperHttp {
  const base = new URL(baseUrl);
  // Two connections, as a browser opens more than one: a double click sends both at once.
  const agent = new Agent({ keepAlive: true, maxSockets: 2 });
  return {
    send(method, path, { json, token } = {}) {
      const payload = json === undefined ? undefined : Buffer.from(JSON.stringify(json));
      const headers: Record<string, string> = { accept: "application/json, text/html" };
      if (payload) headers["content-type"] = "application/json";
      if (payload) headers["content-length"] = String(payload.length);
      if (token) headers.authorization = `Bearer ${token}`;
      return new Promise<Answer>((resolve, reject) => {
        const outgoing = request(
          { host: base.hostname, port: base.port, path, method, headers, agent, localAddress },
          (response) => {
            const chunks: Buffer[] = [];
            response.on("data", (chunk: Buffer) => chunks.push(chunk));
            response.on("error", reject);
            response.on("end", () => {
              const text = Buffer.concat(chunks).toString("utf8");
              const isJson = (response.headers["content-type"] ?? "").includes("json");
              try {
                resolve({ status: response.statusCode ?? 0, body: isJson && text ? JSON.parse(text) : text });
              } catch {
                reject(new Error(`unreadable JSON from ${method} ${path}`));
              }
            });
          },
        );
        outgoing.setTimeout(timeoutMs, () => outgoing.destroy(new Error(`timeout after ${timeoutMs} ms`)));
        outgoing.on("error", reject);
        outgoing.end(payload);
      });
    },
    close: () => agent.destroy(),
  };
}
