// The account rules that the signup and password forms show and the server enforces. Plain
// TypeScript (no schema library), so the forms read them without zod; schemas.ts builds the
// request schemas from them.

export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 30;
/** The characters a username may use, as the inside of a character class (valid in HTML's `pattern` too). */
export const USERNAME_CHARACTERS = "A-Za-z0-9_.\\-";
export const USERNAME_RULE = `${USERNAME_MIN_LENGTH} to ${USERNAME_MAX_LENGTH} letters, digits, dots, dashes or underscores`;

export const PASSWORD_MIN_LENGTH = 8;
// argon2 would hash megabytes happily; a cap keeps one request from costing seconds.
export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_RULE = `At least ${PASSWORD_MIN_LENGTH} characters, with a letter and a digit`;

/** First and last names. */
export const NAME_MAX_LENGTH = 50;
/** The longest e-mail address a mail server must accept. */
export const EMAIL_MAX_LENGTH = 254;

/** The 409 detail for a taken username; the signup form keys its username-exists flag on it. */
export const USERNAME_TAKEN = "Username already exists";
export const EMAIL_TAKEN = "An account with this email already exists";
