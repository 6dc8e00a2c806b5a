import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { users } from "@/db/schema";
import { ConflictError } from "@/lib/errors";
import { sessionSubjectColumns } from "@/lib/users/repository";
import type { SessionSubject } from "@/lib/users/types";
import { hashPassword } from "./password";
import { EMAIL_TAKEN, USERNAME_TAKEN } from "./rules";
import type { SignupInput } from "./schemas";

async function assertAvailable(username: string, email: string): Promise<void> {
  const db = await getDb();
  const taken = await db
    .select({
      username: sql<boolean>`lower(${users.username}) = lower(${username})`,
      email: sql<boolean>`lower(${users.email}) = lower(${email})`,
    })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username}) OR lower(${users.email}) = lower(${email})`);
  if (taken.some((row) => row.username)) throw new ConflictError(USERNAME_TAKEN);
  if (taken.some((row) => row.email)) throw new ConflictError(EMAIL_TAKEN);
}

/** Which unique index a violation hit, if it was one (two signups racing for one name). */
function uniqueViolation(error: unknown): "username" | "email" | undefined {
  for (let current = error, depth = 0; current && typeof current === "object" && depth < 5; depth++) {
    const { code, constraint_name, constraint, cause } = current as Record<string, unknown>;
    const name = String(constraint_name ?? constraint ?? "");
    if (code === "23505" && name.includes("username")) return "username";
    if (code === "23505" && name.includes("email")) return "email";
    current = cause;
  }
  return undefined;
}

/** Creates a customer account (the role asked for is ignored); 409 when the username or email is taken. */
export async function signUp(input: SignupInput): Promise<SessionSubject> {
  await assertAvailable(input.username, input.email);
  const passwordHash = await hashPassword(input.password);
  const db = await getDb();
  try {
    const [user] = await db
      .insert(users)
      .values({
        username: input.username,
        email: input.email,
        firstName: input.firstName,
        lastName: input.lastName,
        phone: input.phone,
        role: "customer",
        passwordHash,
      })
      .returning(sessionSubjectColumns);
    return user;
  } catch (error) {
    const field = uniqueViolation(error);
    if (field) throw new ConflictError(field === "username" ? USERNAME_TAKEN : EMAIL_TAKEN);
    throw error;
  }
}
