import "server-only";
import { and, asc, desc, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import { getDb, type Db } from "@/db/client";
import { staffInvites, users } from "@/db/schema";
import { LINK_INVALID } from "@/lib/accounts/contract";
import { queueAccountMail } from "@/lib/accounts/mail-queue";
import { ACCOUNT_LIMITS, limitOrRefuse } from "@/lib/accounts/rate-limit";
import { hashToken, newToken } from "@/lib/accounts/tokens";
import { recordAudit, type AuditActor } from "@/lib/audit/record";
import { hashPassword } from "@/lib/auth/password";
import { STAFF_ROLES, type StaffRole } from "@/lib/auth/permissions";
import { EMAIL_TAKEN, USERNAME_TAKEN } from "@/lib/auth/rules";
import { ROLE_LABELS } from "@/lib/customers/contract";
import { BadRequestError, ConflictError, NotFoundError } from "@/lib/errors";
import { sessionSubjectColumns } from "@/lib/users/repository";
import type { SessionSubject } from "@/lib/users/types";
import {
  INVITE_EMAIL_HAS_ACCOUNT,
  INVITE_NOT_FOUND,
  STAFF_INVITE_LIFETIME_MS,
  type AcceptStaffInviteInput,
  type PendingInvite,
  type StaffInviteRequest,
  type StaffOverview,
} from "./contract";

// Inviting staff by e-mail. An invitation is a row of staff_invites, not an account token: no
// user exists until it is accepted. Its link is made and kept like every mailed link
// (lib/accounts/tokens.ts: 32 random bytes, only the SHA-256 stored), and used up once, by
// one conditional UPDATE, in the transaction that creates the account.

const pending = () => and(isNull(staffInvites.acceptedAt), isNull(staffInvites.revokedAt));

async function emailHasAccount(db: Db, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  return Boolean(row);
}

function toPendingInvite(row: {
  id: number;
  email: string;
  role: string;
  invitedBy: string | null;
  createdAt: Date;
  expiresAt: Date;
}): PendingInvite {
  return {
    id: row.id,
    email: row.email,
    role: row.role as StaffRole,
    invitedBy: row.invitedBy,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    expired: row.expiresAt.getTime() <= Date.now(),
  };
}

/**
 * Invites `email` to the staff with `role` and queues the mail with the link, in one transaction
 * with its audit entry. An address that already has an account is a 409 (its role is changed on
 * its customer page). Inviting an address again replaces its pending invitation: only the newest
 * link works.
 */
export async function inviteStaff(actor: AuditActor, input: StaffInviteRequest): Promise<PendingInvite> {
  const role = input.role;
  const email = input.email.trim();
  const db = await getDb();
  const token = newToken();
  const row = await db.transaction(async (tx) => {
    if (await emailHasAccount(tx, email)) throw new ConflictError(INVITE_EMAIL_HAS_ACCOUNT);
    await tx
      .update(staffInvites)
      .set({ revokedAt: sql`now()` })
      .where(and(sql`lower(${staffInvites.email}) = lower(${email})`, pending()));
    const [invite] = await tx
      .insert(staffInvites)
      .values({
        email,
        role,
        tokenHash: hashToken(token),
        invitedBy: actor.id,
        expiresAt: sql`now() + make_interval(secs => ${STAFF_INVITE_LIFETIME_MS / 1000})`,
      })
      .returning();
    await queueAccountMail(tx, { kind: "staff_invite", inviteId: invite.id, to: email, role, token });
    await recordAudit(tx, actor, {
      kind: "staff",
      action: "invite",
      subjectId: invite.id,
      summary: `Invited ${email} as ${ROLE_LABELS[role]}`,
      after: { email, role },
    });
    return invite;
  });
  return toPendingInvite({ ...row, invitedBy: actor.username });
}

/** Withdraws a pending invitation: its link stops working. 404 for one unknown, accepted or revoked already. */
export async function revokeInvite(actor: AuditActor, id: number): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [invite] = await tx
      .update(staffInvites)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(staffInvites.id, id), pending()))
      .returning({ id: staffInvites.id, email: staffInvites.email, role: staffInvites.role });
    if (!invite) throw new NotFoundError(INVITE_NOT_FOUND);
    await recordAudit(tx, actor, {
      kind: "staff",
      action: "revoke",
      subjectId: invite.id,
      summary: `Withdrew the invitation of ${invite.email} as ${ROLE_LABELS[invite.role]}`,
      before: { email: invite.email, role: invite.role },
    });
  });
}

/** The pending, unexpired invitation of a link, for the page it opens (what it offers); undefined for any other. */
export async function findOpenInvite(token: string): Promise<{ email: string; role: StaffRole } | undefined> {
  const db = await getDb();
  const [invite] = await db
    .select({ email: staffInvites.email, role: staffInvites.role })
    .from(staffInvites)
    .where(
      and(eq(staffInvites.tokenHash, hashToken(token)), pending(), gt(staffInvites.expiresAt, sql`now()`)),
    );
  return invite ? { email: invite.email, role: invite.role as StaffRole } : undefined;
}

/**
 * Accepts an invitation: the link is used up and the account made with the invited role, its
 * address counted as verified (the link was mailed there), in one transaction with the audit
 * entry. A wrong, used, revoked or expired link is a 400 (LINK_INVALID, as every mailed link);
 * a username taken or an address that got an account meanwhile is a 409 and leaves the link
 * usable. Limited per address like the other links.
 */
export async function acceptStaffInvite(
  input: AcceptStaffInviteInput,
  ip: string | undefined,
): Promise<SessionSubject> {
  if (ip) await limitOrRefuse(`links-ip:${ip}`, ACCOUNT_LIMITS.linksPerIp, "attempts from this address");
  const passwordHash = await hashPassword(input.password);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [invite] = await tx
      .update(staffInvites)
      .set({ acceptedAt: sql`now()` })
      .where(
        and(
          eq(staffInvites.tokenHash, hashToken(input.token)),
          pending(),
          gt(staffInvites.expiresAt, sql`now()`),
        ),
      )
      .returning({ id: staffInvites.id, email: staffInvites.email, role: staffInvites.role });
    if (!invite) throw new BadRequestError(LINK_INVALID);
    if (await emailHasAccount(tx, invite.email)) throw new ConflictError(EMAIL_TAKEN);
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.username}) = lower(${input.username})`)
      .limit(1);
    if (taken) throw new ConflictError(USERNAME_TAKEN);
    const [user] = await tx
      .insert(users)
      .values({
        username: input.username,
        email: invite.email,
        firstName: input.firstName,
        lastName: input.lastName,
        role: invite.role,
        passwordHash,
        emailVerifiedAt: sql`now()`,
      })
      .returning(sessionSubjectColumns);
    await tx.update(staffInvites).set({ userId: user.id }).where(eq(staffInvites.id, invite.id));
    await recordAudit(tx, user, {
      kind: "staff",
      action: "accept",
      subjectId: invite.id,
      summary: `${user.username} accepted the invitation of ${invite.email} as ${ROLE_LABELS[invite.role]}`,
      after: { userId: user.id, role: invite.role },
    });
    return user;
  });
}

/** The staff (sellers and admins, admins first) and the invitations not yet accepted or revoked, newest first. */
export async function staffOverview(): Promise<StaffOverview> {
  const db = await getDb();
  const [members, invites] = await Promise.all([
    db
      .select({
        id: users.id,
        username: users.username,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        role: users.role,
        joinedAt: users.createdAt,
      })
      .from(users)
      .where(inArray(users.role, [...STAFF_ROLES]))
      .orderBy(desc(sql`${users.role} = 'admin'`), asc(sql`lower(${users.username})`)),
    db
      .select({
        id: staffInvites.id,
        email: staffInvites.email,
        role: staffInvites.role,
        invitedBy: users.username,
        createdAt: staffInvites.createdAt,
        expiresAt: staffInvites.expiresAt,
      })
      .from(staffInvites)
      .leftJoin(users, eq(users.id, staffInvites.invitedBy))
      .where(pending())
      .orderBy(desc(staffInvites.createdAt), desc(staffInvites.id)),
  ]);
  return {
    staff: members.map((member) => ({
      id: member.id,
      username: member.username,
      name: `${member.firstName} ${member.lastName}`.trim(),
      email: member.email,
      role: member.role,
      joinedAt: member.joinedAt.toISOString(),
    })),
    invites: invites.map(toPendingInvite),
  };
}
