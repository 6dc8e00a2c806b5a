/** @jest-environment node */
import { commonPasswords, isGuessablePassword, passwordAdvice, passwordProblem, personalPart } from "@/lib/auth/password-policy";
import { passwordSchema } from "@/lib/auth/schemas";

describe("the password rule's checks", () => {
  it("loads the common list once, and knows the usual suspects whatever their case", async () => {
    const first = commonPasswords();
    expect(commonPasswords()).toBe(first);
    expect((await first).size).toBeGreaterThan(40_000);
    for (const password of ["password1", "Password1234", "QWERTYUIOP12", "123qweasdzxc"])
      expect(await isGuessablePassword(password)).toBe(true);
    expect(await isGuessablePassword("plum-orbit-ladder-42")).toBe(false);
  });

  it("refuses repeated and straight runs", async () => {
    for (const password of ["aaaaaaaaaaaa", "abababababab", "abcdefghijklm", "zyxwvutsrqpo", "123456789:;<"])
      expect(await isGuessablePassword(password)).toBe(true);
    expect(await isGuessablePassword("abcdefghijkz")).toBe(false);
  });

  it("finds the username or the e-mail's local part inside, ignoring case; short names are not searched", () => {
    expect(personalPart("my-Harriet-2026!", { username: "harriet", email: "h@example.com" })).toBe("username");
    expect(personalPart("hello.moon.1999 rocks", { username: "zed", email: "Hello.Moon.1999@example.com" })).toBe("e-mail");
    expect(personalPart("jo jo jo jo jo jo", { username: "abc", email: "jo@example.com" })).toBeUndefined();
    expect(personalPart("quiet meadow rocket", {})).toBeUndefined();
  });

  it("says why a password would be refused now, and what a sign-in answer adds", async () => {
    expect(await passwordProblem("alice1234")).toBe("must be at least 12 characters");
    expect(await passwordProblem("x".repeat(129))).toBe("must be at most 128 characters");
    expect(await passwordProblem("password1234")).toMatch(/too common/);
    expect(await passwordProblem("alice in wonderland 7", { username: "alice" })).toMatch(/username/);
    expect(await passwordProblem("quiet meadow rocket 7", { username: "alice", email: "alice@example.com" })).toBeUndefined();
    expect(await passwordAdvice("alice1234", { username: "alice" })).toEqual({ passwordChangeRecommended: true });
    expect(await passwordAdvice("quiet meadow rocket 7", { username: "alice" })).toEqual({});
  });

  it("the schema takes any characters, spaces too, and parses asynchronously", async () => {
    expect((await passwordSchema.safeParseAsync("   twelve spaces ok ")).success).toBe(true);
    const refused = await passwordSchema.safeParseAsync("Password1234");
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0].message).toBe("Password is too common or too easy to guess: try a few unrelated words");
  });
});
