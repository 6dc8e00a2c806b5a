import { createServer, connect, type Server, type Socket } from "node:net";

/**
 * A TCP proxy a fault test owns, between the app and a shared service (PostgreSQL, Redis):
 * `cut()` drops every connection and refuses new ones, as a stopped server would; `restore()`
 * lets them through again. The shared service itself is never touched.
 */
export type TcpProxy = { port: number; cut: () => Promise<void>; restore: () => Promise<void>; close: () => Promise<void> };

export async function startTcpProxy(target: { host: string; port: number }, port = 0): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  let listenPort = port;

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const next = createServer((client) => {
        const upstream = connect(target.port, target.host);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on("close", () => sockets.delete(socket));
          socket.on("error", () => socket.destroy());
        }
        client.pipe(upstream).pipe(client);
        client.on("close", () => upstream.destroy());
        upstream.on("close", () => client.destroy());
      });
      next.once("error", reject);
      next.listen(listenPort, "127.0.0.1", () => {
        const address = next.address();
        if (address && typeof address === "object") listenPort = address.port;
        server = next;
        resolve();
      });
    });

  const stop = async () => {
    for (const socket of sockets) socket.destroy();
    sockets.clear();
    const closing = server;
    server = null;
    if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
  };

  await listen();
  return {
    port: listenPort,
    cut: stop,
    restore: async () => {
      if (!server) await listen();
    },
    close: stop,
  };
}
