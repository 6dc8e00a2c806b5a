/** @jest-environment node */
import { describe, expect, it } from "@jest/globals";
import { cpuBoundRate, cpuPerRequest, cpuSnapshotOf, parseProcStat } from "@/bench/cpu-use";

// A /proc/<pid>/stat line with the given name, process group and user and system ticks.
const stat = (pid: number, name: string, group: number, user: number, system: number) =>
  `${pid} (${name}) S 1 ${group} ${group} 0 -1 4194560 100 0 0 0 ${user} ${system} 0 0 20 0 1 0 100 1000 10 18446744073709551615`;

describe("bench CPU use", () => {
  it("reads a process's name, group and user + system time, even with spaces and parentheses in its name", () => {
    expect(parseProcStat(stat(42, "postgres", 7, 120, 30))).toEqual({ command: "postgres", group: 7, ticks: 150 });
    expect(parseProcStat(stat(43, "next-server (v16)", 9, 5, 5))).toEqual({ command: "next-server (v16)", group: 9, ticks: 10 });
    expect(parseProcStat("garbage")).toBeNull();
  });

  it("counts the server's whole process group and every postgres process, in milliseconds", () => {
    const lines = [stat(100, "npm", 100, 10, 0), stat(101, "node", 100, 200, 50), stat(300, "postgres", 300, 40, 10), stat(301, "postgres", 300, 5, 5), stat(500, "bash", 500, 999, 999)];
    expect(cpuSnapshotOf(lines, 100, 2_500_000)).toEqual({ serverMs: 2600, databaseMs: 600, loadMs: 2500 });
  });

  it("divides the time spent between two snapshots by the requests answered, and says what rate the cores allow", () => {
    const cpu = cpuPerRequest({ serverMs: 1000, databaseMs: 500, loadMs: 200 }, { serverMs: 3000, databaseMs: 1500, loadMs: 1200 }, 1000);
    expect(cpu).toEqual({ serverMs: 2, databaseMs: 1, loadMs: 1, totalMs: 4 });
    expect(cpuBoundRate(cpu!, 2)).toBe(500);
  });

  it("gives no figures without both snapshots or without answers", () => {
    const snapshot = { serverMs: 1, databaseMs: 1, loadMs: 1 };
    expect(cpuPerRequest(null, snapshot, 10)).toBeNull();
    expect(cpuPerRequest(snapshot, snapshot, 0)).toBeNull();
  });
});
