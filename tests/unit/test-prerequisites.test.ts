import { planPrerequisites, redisUrls, type Findings, type System } from "@/scripts/lib/prerequisites";

// What `npm test` does about what it finds missing before it starts: installs it with
// scripts/prerequisites.sh on Debian as root, otherwise stops with the command that fixes it.

const DATABASE_URL = "postgres://postgres@127.0.0.1:5432/test";
const REDIS = "redis://127.0.0.1:6379/9";
const debianRoot: System = { platform: "linux", debianRoot: true };
const linuxUser: System = { platform: "linux", debianRoot: false };
const mac: System = { platform: "darwin", debianRoot: false };

const allThere: Findings = {
  chromium: { path: "/usr/bin/chromium", found: true },
  database: { url: DATABASE_URL, state: "ok" },
  redis: [{ url: REDIS, up: true }],
};
const nothingThere: Findings = {
  chromium: { path: "/usr/bin/chromium", found: false },
  database: { url: DATABASE_URL, state: "unreachable" },
  redis: [{ url: REDIS, up: false }],
};

describe("npm test's prerequisites", () => {
  it("runs straight away when everything is there", () => {
    expect(planPrerequisites(allThere, linuxUser)).toEqual({ install: [], problems: [] });
  });

  it("on Debian as root installs and starts what is missing, the database of DATABASE_URL included", () => {
    expect(planPrerequisites(nothingThere, debianRoot)).toEqual({
      install: ["chromium", "postgresql", "database=test", "redis"],
      problems: [],
    });
    expect(
      planPrerequisites(
        { ...allThere, database: { url: DATABASE_URL, state: "missing-database" } },
        debianRoot,
      ),
    ).toEqual({ install: ["database=test"], problems: [] });
  });

  it("elsewhere stops with one command for each missing part", () => {
    const { install, problems } = planPrerequisites(nothingThere, linuxUser);
    expect(install).toEqual([]);
    expect(problems).toEqual([
      expect.stringContaining("sudo apt-get install -y chromium fonts-dejavu-core"),
      expect.stringContaining("sudo apt-get install -y postgresql && sudo service postgresql start"),
      expect.stringContaining("sudo apt-get install -y redis-server && sudo service redis-server start"),
    ]);
    expect(planPrerequisites(nothingThere, mac).problems).toEqual([
      expect.stringContaining("brew install --cask chromium"),
      expect.stringContaining("brew services start postgresql"),
      expect.stringContaining("brew install redis"),
    ]);
  });

  it("never installs for what it cannot fix: a wrong CHROME_PATH, a remote server, another port", () => {
    const plan = planPrerequisites(
      {
        chromium: { path: "/opt/chrome/missing", found: false },
        database: { url: "postgres://app:secret@db.example.com:5432/shop", state: "unreachable" },
        redis: [{ url: "redis://cache.example.com:6379/9", up: false }],
      },
      debianRoot,
    );
    expect(plan.install).toEqual([]);
    expect(plan.problems).toEqual([
      "CHROME_PATH is /opt/chrome/missing, which does not exist: point it at a Chromium or Chrome binary, or unset it to use /usr/bin/chromium.",
      expect.stringContaining(
        "PostgreSQL at postgres://app@db.example.com:5432/shop (DATABASE_URL) does not answer",
      ),
      expect.stringContaining("redis://cache.example.com:6379/9"),
    ]);
    expect(
      planPrerequisites(
        { ...allThere, database: { url: "postgres://postgres@127.0.0.1:5999/test", state: "unreachable" } },
        debianRoot,
      ).install,
    ).toEqual([]);
  });

  it("names a missing database's createdb, and passes on any other refusal as it came", () => {
    expect(
      planPrerequisites(
        {
          ...allThere,
          database: { url: "postgres://shop@127.0.0.1:5433/shop_test", state: "missing-database" },
        },
        linuxUser,
      ).problems,
    ).toEqual([expect.stringContaining("createdb -h 127.0.0.1 -p 5433 -U shop shop_test")]);
    expect(
      planPrerequisites(
        {
          ...allThere,
          database: {
            url: DATABASE_URL,
            state: "refused",
            message: 'password authentication failed for user "postgres"',
          },
        },
        debianRoot,
      ),
    ).toEqual({ install: [], problems: [expect.stringContaining("password authentication failed")] });
  });

  it("without DATABASE_URL needs no PostgreSQL, and Redis only for the integration cache test", () => {
    expect(planPrerequisites({ ...allThere, database: undefined }, linuxUser)).toEqual({
      install: [],
      problems: [],
    });
    expect(redisUrls({})).toEqual(["redis://127.0.0.1:6379/9"]);
    expect(redisUrls({ DATABASE_URL })).toEqual([
      "redis://127.0.0.1:6379/9",
      "redis://127.0.0.1:6379/8",
      "redis://127.0.0.1:6379/11",
    ]);
  });
});
