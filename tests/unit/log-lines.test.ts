/** @jest-environment node */
import { Writable } from "node:stream";
import { createLogger, logFormat } from "@/lib/log/logger";
import { runWithRequest } from "@/lib/observability/request-context";

/** A logger as the shop configures it, writing into an array of lines. */
function capture(env: Record<string, string | undefined> = { LOG_FORMAT: "json" }) {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split("\n").filter(Boolean));
      done();
    },
  });
  const logger = createLogger(env, sink);
  return { logger, lines, json: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>) };
}

describe("a log line", () => {
  it("is one JSON object with the level's name, an ISO time, the message and the event", () => {
    const { logger, lines, json } = capture();
    logger.info({ event: "order.status_changed", orderId: 7, from: "pending", to: "paid" }, "Order status changed");
    expect(lines).toHaveLength(1);
    expect(json()[0]).toMatchObject({
      level: "info",
      event: "order.status_changed",
      orderId: 7,
      from: "pending",
      to: "paid",
      msg: "Order status changed",
    });
    expect(new Date(json()[0].time as string).toISOString()).toBe(json()[0].time);
  });

  it("names the request and the signed-in user it was written for", () => {
    const { logger, json } = capture();
    runWithRequest({ id: "req-1", userId: 42 }, () => logger.warn({ event: "payment.failed", orderId: 3 }, "Payment failed"));
    logger.info("outside any request");
    expect(json()[0]).toMatchObject({ requestId: "req-1", userId: 42, level: "warn" });
    expect(json()[1]).not.toHaveProperty("requestId");
  });

  it("writes nothing below LOG_LEVEL", () => {
    const { logger, json } = capture({ LOG_FORMAT: "json", LOG_LEVEL: "warn" });
    logger.info("routine");
    logger.debug("detail");
    logger.error("broken");
    expect(json().map(({ msg }) => msg)).toEqual(["broken"]);
  });
});

describe("what a log line never shows", () => {
  it("blanks passwords, tokens, cookies, card data, e-mails and addresses wherever they sit", () => {
    const { logger, lines } = capture();
    logger.info(
      {
        password: "hunter2-password",
        body: { newPassword: "n3w-password", card: { number: "4242424242424242", cvc: "123" }, token: "reset-token-xyz" },
        headers: { authorization: "Bearer abc.def.ghi", cookie: "session=sess-cookie-value", "set-cookie": "session=sess-cookie-value" },
        user: { id: 5, email: "jane.doe@example.com", address: { line1: "1 George Street" } },
        shipping: { line1: "1 George Street" },
        cardNumber: "4000000000000002",
        clientSecret: "pi_123_secret_456",
      },
      "checkout",
    );
    const [line] = lines;
    for (const secret of [
      "hunter2-password",
      "n3w-password",
      "4242424242424242",
      "4000000000000002",
      "reset-token-xyz",
      "abc.def.ghi",
      "sess-cookie-value",
      "jane.doe@example.com",
      "George Street",
      "pi_123_secret_456",
    ])
      expect(line).not.toContain(secret);
    // The ids stay: they are how a line is followed.
    expect(JSON.parse(line)).toMatchObject({ user: { id: 5, email: "[redacted]" }, password: "[redacted]" });
  });

  it("masks an e-mail address written into the message", () => {
    const { logger, json } = capture();
    logger.info("Reset asked for jane.doe@example.com");
    expect(json()[0].msg).toBe("Reset asked for j***@example.com");
  });

  it("keeps an error's kind, message, stack and code, never the data it carries", () => {
    const { logger, json } = capture();
    const cause = new Error("connection reset");
    const error = Object.assign(new Error("duplicate key for jane.doe@example.com", { cause }), {
      code: "23505",
      detail: "Key (email)=(jane.doe@example.com) already exists.",
      parameters: ["jane.doe@example.com", "hunter2-password"],
      body: { password: "hunter2-password" },
    });
    logger.error({ event: "route.error", err: error }, "Unhandled error in route handler");
    const [line] = json();
    expect(line.err).toEqual({
      type: "Error",
      message: "duplicate key for j***@example.com",
      stack: expect.stringContaining("duplicate key for j***@example.com"),
      code: "23505",
      cause: { type: "Error", message: "connection reset", stack: expect.any(String) },
    });
    expect(JSON.stringify(line)).not.toMatch(/jane\.doe|hunter2/);
  });

  it("keeps a failed query's SQL but not its parameters, in the message and the stack", () => {
    const { logger, json } = capture();
    const error = new Error('Failed query: update "users" set "password_hash" = $1 where "id" = $2\nparams: $argon2id$secret-hash\nsecond line,7');
    logger.error({ err: error }, "Unhandled error in route handler");
    const { err } = json()[0] as { err: { message: string; stack: string } };
    expect(err.message).toBe('Failed query: update "users" set "password_hash" = $1 where "id" = $2\nparams: [redacted]');
    expect(err.stack).toMatch(/params: \[redacted\]\n {4}at /);
    expect(JSON.stringify(err)).not.toMatch(/secret-hash|second line/);
  });
});

describe("the format", () => {
  it("is JSON in production and pino-pretty in development, unless LOG_FORMAT says", () => {
    expect(logFormat({ NODE_ENV: "production" })).toBe("json");
    expect(logFormat({ NODE_ENV: "development" })).toBe("pretty");
    expect(logFormat({ NODE_ENV: "development", LOG_FORMAT: "json" })).toBe("json");
    expect(logFormat({ NODE_ENV: "production", LOG_FORMAT: "pretty" })).toBe("pretty");
  });

  it("in development is one readable line with the time, level, message and fields, secrets still blanked", () => {
    const { logger, lines } = capture({ NODE_ENV: "development" });
    logger.warn({ event: "payment.failed", orderId: 9, password: "hunter2-password" }, "Payment failed");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^\[\d\d:\d\d:\d\d\.\d{3}\] WARN: Payment failed /);
    expect(lines[0]).toContain('"event":"payment.failed"');
    expect(lines[0]).toContain('"orderId":9');
    expect(lines[0]).not.toContain("hunter2");
    expect(() => JSON.parse(lines[0])).toThrow();
  });
});
