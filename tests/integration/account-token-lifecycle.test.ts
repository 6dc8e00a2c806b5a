/** @jest-environment node */
import { POST as deleteConfirmRoute } from "@/app/api/account/delete/confirm/route";
import { POST as deleteRoute } from "@/app/api/account/delete/route";
import { DELETE as signOutOthersRoute } from "@/app/api/account/sessions/route";
import { DELETE as adminSignOutRoute } from "@/app/api/admin/customers/[id]/sessions/route";
import { GET as cartRoute } from "@/app/api/cart/route";
import { POST as cancelRoute } from "@/app/auth/email-change/cancel/route";
import { POST as confirmRoute } from "@/app/auth/email-change/confirm/route";
import { POST as emailChangeRoute } from "@/app/auth/email-change/route";
import { POST as forgotRoute } from "@/app/auth/forgot-password/route";
import { PUT as passwordRoute } from "@/app/auth/password/route";
import { POST as resetRoute } from "@/app/auth/reset-password/route";
import { POST as verifyRoute } from "@/app/auth/verify-email/route";
import { POST as resendRoute } from "@/app/auth/verify-email/resend/route";
import { apiRequest, createUser, json, routeContext, tokenFor, type TestUser } from "./account-fixtures";
import { newestLinkToken, useFreshMailDir } from "./mail-fixtures";

// Every kind of mailed account link against every event that must end it, and what each event
// does to the account's sessions. Both are tables: a new kind of link (a staff invite, an
// account deletion) is one row of TOKEN_KINDS, a new event one row of EVENTS.

beforeAll(() => {
  useFreshMailDir();
});

type Handler<P> = (request: Request, context: { params: Promise<P> }) => Promise<Response>;
const call = <P extends Record<string, string>>(
  handler: Handler<P>,
  path: string,
  options: Parameters<typeof apiRequest>[1],
  params: P = {} as P,
) => handler(apiRequest(path, options), routeContext(params));

let sequence = 0;
const unique = () => `${Date.now().toString(36)}${(sequence++).toString(36)}`;

/** A user of the test, their current address and password, and one signed-in device. */
type Account = { user: TestUser; email: string; password: string; session: string };

async function newAccount(): Promise<Account> {
  const user = await createUser({ password: "plum-orbit-ladder-42" });
  return { user, email: user.email, password: user.password, session: await tokenFor(user) };
}

async function askEmailChange(account: Account, newEmail: string): Promise<void> {
  const asked = await call(emailChangeRoute, "/auth/email-change", {
    method: "POST",
    token: account.session,
    body: { newEmail, currentPassword: account.password },
  });
  expect(asked.status).toBe(202);
}

type TokenKind = {
  name: string;
  /** Mails the account a link of this kind; answers its token. */
  issue: (account: Account) => Promise<string>;
  /** Follows the link: 200 while it lives, 400 once ended. */
  use: (token: string) => Promise<Response>;
  /** The old mailbox's way back: only its own kind's use ends it, nothing the password's holder does. */
  wayBack?: true;
};

const TOKEN_KINDS: TokenKind[] = [
  {
    name: "password reset",
    issue: async (account) => {
      expect((await call(forgotRoute, "/auth/forgot-password", { method: "POST", body: { identifier: account.email } })).status).toBe(202);
      return newestLinkToken(account.email, "reset-password");
    },
    use: (token) =>
      call(resetRoute, "/auth/reset-password", { method: "POST", body: { token, newPassword: "cobalt-harbor-violet-9" } }),
  },
  {
    name: "e-mail verification",
    issue: async (account) => {
      expect((await call(resendRoute, "/auth/verify-email/resend", { method: "POST", token: account.session })).status).toBe(200);
      return newestLinkToken(account.email, "verify-email");
    },
    use: (token) => call(verifyRoute, "/auth/verify-email", { method: "POST", body: { token } }),
  },
  {
    name: "e-mail change",
    issue: async (account) => {
      const newEmail = `pending-${unique()}@example.org`;
      await askEmailChange(account, newEmail);
      return newestLinkToken(newEmail, "confirm-email");
    },
    use: (token) => call(confirmRoute, "/auth/email-change/confirm", { method: "POST", body: { token } }),
  },
  {
    name: "e-mail change cancel",
    issue: async (account) => {
      await askEmailChange(account, `pending-${unique()}@example.org`);
      return newestLinkToken(account.email, "cancel-email-change");
    },
    use: (token) => call(cancelRoute, "/auth/email-change/cancel", { method: "POST", body: { token } }),
    wayBack: true,
  },
  {
    name: "account deletion",
    issue: async (account) => {
      const asked = await call(deleteRoute, "/api/account/delete", {
        method: "POST",
        token: account.session,
        body: { currentPassword: account.password },
      });
      expect(asked.status).toBe(202);
      return newestLinkToken(account.email, "delete-account");
    },
    use: (token) => call(deleteConfirmRoute, "/api/account/delete/confirm", { method: "POST", body: { token } }),
  },
];

type AccountEvent = {
  name: string;
  /** Ends the ways back too (a cancel ends every other cancel link). */
  endsWaysBack?: true;
  /** Makes it happen from `account.session`; answers that device's token afterwards (null: signed out). */
  run: (account: Account) => Promise<string | null>;
};

const EVENTS: AccountEvent[] = [
  {
    name: "password change",
    run: async (account) => {
      const changed = await call(passwordRoute, "/auth/password", {
        method: "PUT",
        token: account.session,
        body: { currentPassword: account.password, newPassword: "quartz-meadow-lantern-7" },
      });
      expect(changed.status).toBe(200);
      // The device that changed it stays signed in, with the token the answer carries.
      return (await json<{ token: string }>(changed)).token;
    },
  },
  {
    name: "password reset",
    run: async (account) => {
      expect((await call(forgotRoute, "/auth/forgot-password", { method: "POST", body: { identifier: account.email } })).status).toBe(202);
      const token = await newestLinkToken(account.email, "reset-password");
      const reset = await call(resetRoute, "/auth/reset-password", {
        method: "POST",
        body: { token, newPassword: "quartz-meadow-lantern-7" },
      });
      expect(reset.status).toBe(200);
      return null;
    },
  },
  {
    name: "confirmed e-mail change (from this device)",
    run: async (account) => {
      const newEmail = `moved-${unique()}@example.org`;
      await askEmailChange(account, newEmail);
      const token = await newestLinkToken(newEmail, "confirm-email");
      const confirmed = await call(confirmRoute, "/auth/email-change/confirm", {
        method: "POST",
        token: account.session,
        body: { token },
      });
      expect(confirmed.status).toBe(200);
      return account.session;
    },
  },
  {
    name: "cancelled e-mail change",
    endsWaysBack: true,
    run: async (account) => {
      await askEmailChange(account, `unwanted-${unique()}@example.org`);
      const token = await newestLinkToken(account.email, "cancel-email-change");
      const cancelled = await call(cancelRoute, "/auth/email-change/cancel", { method: "POST", body: { token } });
      expect(cancelled.status).toBe(200);
      return null;
    },
  },
  {
    name: "sign out all other devices",
    run: async (account) => {
      expect((await call(signOutOthersRoute, "/api/account/sessions", { method: "DELETE", token: account.session })).status).toBe(200);
      return account.session;
    },
  },
  {
    name: "an admin signs the customer out everywhere",
    run: async (account) => {
      const admin = await tokenFor(await createUser({ role: "admin" }));
      const path = `/api/admin/customers/${account.user.id}/sessions`;
      const ended = await call(adminSignOutRoute, path, { method: "DELETE", token: admin }, { id: String(account.user.id) });
      expect(ended.status).toBe(200);
      return null;
    },
  },
];

const signedIn = async (token: string) => (await call(cartRoute, "/api/cart", { token })).status === 200;

describe("each kind of mailed link works until something ends it", () => {
  it.each(TOKEN_KINDS.map((kind) => [kind.name, kind]))("%s: works once when nothing ended it", async (_, kind) => {
    const account = await newAccount();
    const token = await kind.issue(account);
    expect((await kind.use(token)).status).toBe(200);
    expect((await kind.use(token)).status).toBe(400);
  });
});

describe("every event ends every pending link of the account", () => {
  const cases = TOKEN_KINDS.flatMap((kind) => EVENTS.map((event) => [kind.name, event.name, kind, event] as const));
  // Where the event itself mails a link of the row's kind (a reset against a reset link), the
  // older link also ends because only the newest of a kind works; the other pairs test the event.
  it.each(cases.filter(([, , kind, event]) => !kind.wayBack || event.endsWaysBack))(
    "a pending %s link dies with: %s",
    async (_, __, kind, event) => {
      const account = await newAccount();
      const token = await kind.issue(account);
      await event.run(account);
      expect((await kind.use(token)).status).toBe(400);
    },
  );
  it.each(cases.filter(([, , kind, event]) => kind.wayBack && !event.endsWaysBack))(
    "a pending %s link outlives: %s",
    async (_, __, kind, event) => {
      const account = await newAccount();
      const token = await kind.issue(account);
      await event.run(account);
      expect((await kind.use(token)).status).toBe(200);
    },
  );
});

describe("every event ends every other signed-in device", () => {
  it.each(EVENTS.map((event) => [event.name, event]))("%s", async (_, event) => {
    const account = await newAccount();
    const otherDevice = await tokenFor(account.user);
    expect(await signedIn(otherDevice)).toBe(true);
    const current = await event.run(account);
    expect(await signedIn(otherDevice)).toBe(false);
    if (current) expect(await signedIn(current)).toBe(true);
    else expect(await signedIn(account.session)).toBe(false);
  });
});
