import {
  PASSWORD_GUESSABLE,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_PERSONAL,
} from "./rules";

// The checks behind the password rule (NIST SP 800-63B 5.1.1.2, OWASP ASVS 4 2.1): length,
// a list of common and breached passwords shipped with the app, simple patterns, and the
// account's own names. No composition rules.
//
// Browser-safe (the request schemas in schemas.ts use it), but the list is big (~49 000
// entries, ~380 kB): it is loaded by a dynamic import the first time a password is checked,
// once per process, so no page bundle carries it and a server that never checks one never
// loads it.

/** Who the password belongs to: a password containing these is guessed first. */
export type PasswordOwner = { username?: string | null; email?: string | null };

let commonList: Promise<ReadonlySet<string>> | undefined;

/** The common-password list of @zxcvbn-ts/language-common (lower case), loaded on first use. */
export function commonPasswords(): Promise<ReadonlySet<string>> {
  commonList ??= import("@zxcvbn-ts/language-common").then(
    ({ dictionary }) => new Set(dictionary["passwords-common"]),
    (error: unknown) => {
      commonList = undefined; // a failed load is tried again next time, not cached
      throw error;
    },
  );
  return commonList;
}

/** One character or two repeated (`aaaaaaaaaaaa`, `abababababab`), or a straight run (`abcdefghijkl`). */
function isSimplePattern(password: string): boolean {
  const points = Array.from(password.toLowerCase(), (char) => char.codePointAt(0) ?? 0);
  if (new Set(points).size <= 2) return true;
  const step = points[1] - points[0];
  return Math.abs(step) === 1 && points.every((point, index) => index === 0 || point - points[index - 1] === step);
}

/** True when the password is on the common/breached list (whatever its case) or a simple pattern. */
export async function isGuessablePassword(password: string): Promise<boolean> {
  if (isSimplePattern(password)) return true;
  return (await commonPasswords()).has(password.toLowerCase());
}

/** Which of the owner's names the password contains: "username", "e-mail", or undefined. */
export function personalPart(password: string, owner: PasswordOwner): "username" | "e-mail" | undefined {
  const lower = password.toLowerCase();
  // Fragments shorter than 3 characters would refuse half of all passwords for a name like "jo".
  const contains = (fragment: string | null | undefined) =>
    !!fragment && fragment.trim().length >= 3 && lower.includes(fragment.trim().toLowerCase());
  if (contains(owner.username)) return "username";
  const email = owner.email?.trim() ?? "";
  const localPart = email.slice(0, email.lastIndexOf("@") >= 0 ? email.lastIndexOf("@") : undefined);
  if (contains(localPart) || contains(email)) return "e-mail";
  return undefined;
}

/**
 * Why the password would be refused if it were chosen now (a phrase to follow "Password "), or
 * undefined when it meets the rule. The same checks as the schemas; used where a password
 * is judged outside a request schema (a sign-in with an older password, the admin set up
 * from the environment).
 */
export async function passwordProblem(password: string, owner: PasswordOwner = {}): Promise<string | undefined> {
  if (password.length < PASSWORD_MIN_LENGTH) return `must be at least ${PASSWORD_MIN_LENGTH} characters`;
  if (password.length > PASSWORD_MAX_LENGTH) return `must be at most ${PASSWORD_MAX_LENGTH} characters`;
  if (await isGuessablePassword(password)) return PASSWORD_GUESSABLE;
  if (personalPart(password, owner)) return PASSWORD_PERSONAL;
  return undefined;
}

/**
 * What a sign-in answer adds about the password just used: an older password that no longer
 * meets the rule still signs in (NIST: force no change without cause), but the shopper is
 * asked to change it. Nothing when it meets the rule, so the answer stays the spec's.
 */
export async function passwordAdvice(password: string, owner: PasswordOwner): Promise<{ passwordChangeRecommended?: true }> {
  return (await passwordProblem(password, owner)) ? { passwordChangeRecommended: true } : {};
}
