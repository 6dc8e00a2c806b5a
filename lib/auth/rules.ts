// The account rules that the signup and password forms show and the server enforces. Plain
// TypeScript (no schema library), so the forms read them without zod; schemas.ts builds the
// request schemas from them.

export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 30;
/** The characters a username may use, as the inside of a character class (valid in HTML's `pattern` too). */
export const USERNAME_CHARACTERS = "A-Za-z0-9_.\\-";
export const USERNAME_RULE = `${USERNAME_MIN_LENGTH} to ${USERNAME_MAX_LENGTH} letters, digits, dots, dashes or underscores`;

// NIST SP 800-63B and OWASP ASVS 4 (2.1): length, and a list of passwords known to attackers,
// not composition rules (which only make people write `Password1!`). Any character counts,
// spaces included, so a few unrelated words make a good password.
export const PASSWORD_MIN_LENGTH = 12;
// argon2 would hash megabytes happily; a cap keeps one request from costing seconds.
export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_RULE = `At least ${PASSWORD_MIN_LENGTH} characters (spaces are fine: try a few unrelated words). Not a common password, and not your username or e-mail.`;
/** Why a password that passes the length rule is still refused (after "Password "). */
export const PASSWORD_GUESSABLE = "is too common or too easy to guess: try a few unrelated words";
export const PASSWORD_PERSONAL = "must not contain your username or e-mail address";

/** First and last names. */
export const NAME_MAX_LENGTH = 50;
/** The longest e-mail address a mail server must accept. */
export const EMAIL_MAX_LENGTH = 254;

/** The 409 detail for a taken username; the signup form keys its username-exists flag on it. */
export const USERNAME_TAKEN = "Username already exists";
export const EMAIL_TAKEN = "An account with this email already exists";
