/**
 * What a log line must never carry, whoever writes it: the keys pino blanks out wherever they
 * sit (top level or up to two objects down), and the e-mail addresses scrubbed from free text.
 * A safety net under the rule that events log ids, never personal data.
 *
 * Not `server-only`: scripts/serve.ts loads the logger outside Next's react-server condition.
 */
export const SECRET_KEYS = [
  "password",
  "newPassword",
  "currentPassword",
  "token",
  "accessToken",
  "refreshToken",
  "authorization",
  "cookie",
  "set-cookie",
  "card",
  "cardNumber",
  "number",
  "cvc",
  "email",
  "address",
  "line1",
  "line2",
  "secret",
  "clientSecret",
  "client_secret",
] as const;

export const REDACTED = "[redacted]";

/** pino `redact` paths for every secret key at depth 0, 1 and 2 (`a`, `*.a`, `*.*.a`). */
export function redactPaths(keys: readonly string[] = SECRET_KEYS): string[] {
  return keys.flatMap((key) => {
    const path = /^[A-Za-z_$][\w$]*$/.test(key) ? key : `["${key}"]`;
    const nested = path.startsWith("[") ? path : `.${path}`;
    return [path, `*${nested}`, `*.*${nested}`];
  });
}

const ADDRESS_IN_TEXT = /([A-Za-z0-9._%+-])[A-Za-z0-9._%+-]*@([A-Za-z0-9.-]+\.[A-Za-z]{2,})/g;

/**
 * Free text (a message, an error's message or stack) with every e-mail address masked:
 * `jane.doe@example.com` -> `j***@example.com`, enough to tell a domain, never the person.
 */
export function scrubText(text: string): string {
  return text.replace(ADDRESS_IN_TEXT, "$1***@$2");
}
