/** @jest-environment node */
import { Writable } from "node:stream";
import { sendConsoleToLog } from "@/lib/log/console";
import { createLogger, log } from "@/lib/log/logger";
import { logRequestError } from "@/lib/log/request-error";
import { runWithRequest } from "@/lib/observability/request-context";

const lines: Record<string, unknown>[] = [];
const sink = new Writable({
  write(chunk, _encoding, done) {
    for (const line of String(chunk).split("\n").filter(Boolean)) lines.push(JSON.parse(line));
    done();
  },
});

describe("console calls on the production server", () => {
  const saved = { ...console };
  afterEach(() => {
    Object.assign(console, saved);
    lines.length = 0;
  });

  it("become JSON lines at their level, without terminal colours, with the request's id", () => {
    sendConsoleToLog(createLogger({ LOG_FORMAT: "json" }, sink));
    console.log("\u001b[32m✓\u001b[39m Running next.config.ts took 75ms");
    runWithRequest({ id: "req-7" }, () => console.error(" ⨯", Object.assign(new Error("render failed"), { digest: "123", body: "secret-body" })));
    expect(lines[0]).toMatchObject({ level: "info", source: "console", msg: "✓ Running next.config.ts took 75ms" });
    expect(lines[1]).toMatchObject({ level: "error", requestId: "req-7", msg: "⨯", err: { message: "render failed", digest: "123" } });
    expect(JSON.stringify(lines[1])).not.toContain("secret-body");
  });
});

describe("logRequestError", () => {
  it("logs a request's error once per digest, with the request id from the header and the route pattern", () => {
    // What request-error.ts hands the process's logger.
    const written: unknown[] = [];
    const spy = jest.spyOn(log, "error").mockImplementation(((entry: unknown) => void written.push(entry)) as never);
    const error = Object.assign(new Error("database down"), { digest: "42" });
    const request = { path: "/products/2/details?token=abc", method: "GET", headers: { "x-request-id": "req-9" } };
    const context = { routerKind: "App Router", routePath: "/products/[id]/details", routeType: "render", revalidateReason: undefined } as const;
    logRequestError(error, request, context);
    logRequestError(error, request, context);
    logRequestError(Object.assign(new Error("another"), { digest: "43" }), request, context);
    spy.mockRestore();
    expect(written).toEqual([
      expect.objectContaining({ event: "route.error", requestId: "req-9", digest: "42", route: "/products/[id]/details", err: error }),
      expect.objectContaining({ digest: "43" }),
    ]);
    expect(JSON.stringify(written[0])).not.toContain("token=abc");
  });
});
