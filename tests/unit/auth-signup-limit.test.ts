import { SIGNUP_LIMIT, signupsPerHour } from "@/lib/auth/rate-limit";

describe("the hourly sign-up limit", () => {
  it("is 10 per address unless the shop sets another whole number", () => {
    expect(signupsPerHour({})).toBe(SIGNUP_LIMIT.perIp);
    expect(SIGNUP_LIMIT.perIp).toBe(10);
    expect(signupsPerHour({ SIGNUP_LIMIT_PER_HOUR: "50" })).toBe(50);
  });

  it("ignores a setting that is not a whole number from 1 to 100 000", () => {
    for (const value of ["0", "-3", "2.5", "ten", "", "100001"])
      expect(signupsPerHour({ SIGNUP_LIMIT_PER_HOUR: value })).toBe(SIGNUP_LIMIT.perIp);
  });
});
