import { readdirSync, readFileSync } from "node:fs";

// Where a row's CPU time went: the shop's server (its process group), PostgreSQL (every process
// named postgres) and the load generator (this process). On a machine whose cores all three
// share, a row's rate cannot pass cores ÷ their sum, whatever the code does. Read from Linux's
// /proc; elsewhere the figures are absent.

/** /proc counts CPU time in ticks of USER_HZ, which Linux fixes at 100 a second for every architecture. */
const TICKS_PER_SECOND = 100;

/** CPU time used so far, in milliseconds, by each part. */
export type CpuSnapshot = { serverMs: number; databaseMs: number; loadMs: number };

/** Milliseconds of CPU time each part spent per request answered, and their sum. */
export type CpuPerRequest = CpuSnapshot & { totalMs: number };

/** One /proc/<pid>/stat line: its command name (in parentheses; it may hold spaces), process group and user + system ticks. */
export function parseProcStat(line: string): { command: string; group: number; ticks: number } | null {
  const open = line.indexOf("(");
  const close = line.lastIndexOf(")");
  if (open < 0 || close < open) return null;
  // After the name: state, parent, group, session, terminal, terminal group, flags, four fault
  // counters, then user and system time.
  const fields = line.slice(close + 2).split(" ");
  const group = Number(fields[2]);
  const ticks = Number(fields[11]) + Number(fields[12]);
  if (!Number.isInteger(group) || !Number.isFinite(ticks)) return null;
  return { command: line.slice(open + 1, close), group, ticks };
}

function procStats(): string[] {
  const lines: string[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      lines.push(readFileSync(`/proc/${entry}/stat`, "utf8"));
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return lines;
}

/** The server's group's and PostgreSQL's CPU time from these stat lines, and this process's own. */
export function cpuSnapshotOf(statLines: readonly string[], serverGroup: number, ownMicros: number): CpuSnapshot {
  let serverTicks = 0;
  let databaseTicks = 0;
  for (const line of statLines) {
    const stat = parseProcStat(line);
    if (!stat) continue;
    if (stat.group === serverGroup) serverTicks += stat.ticks;
    else if (stat.command === "postgres") databaseTicks += stat.ticks;
  }
  const ms = (ticks: number) => (ticks * 1000) / TICKS_PER_SECOND;
  return { serverMs: ms(serverTicks), databaseMs: ms(databaseTicks), loadMs: ownMicros / 1000 };
}

/** Now, or null where there is no /proc to read (macOS, Windows). */
export function cpuSnapshot(serverGroup: number): CpuSnapshot | null {
  let lines: string[];
  try {
    lines = procStats();
  } catch {
    return null;
  }
  const own = process.cpuUsage();
  return cpuSnapshotOf(lines, serverGroup, own.user + own.system);
}

/** The CPU time between two snapshots over the requests answered between them. */
export function cpuPerRequest(before: CpuSnapshot | null, after: CpuSnapshot | null, requests: number): CpuPerRequest | null {
  if (!before || !after || requests <= 0) return null;
  const per = (key: keyof CpuSnapshot) => Math.max(0, after[key] - before[key]) / requests;
  const serverMs = per("serverMs");
  const databaseMs = per("databaseMs");
  const loadMs = per("loadMs");
  return { serverMs, databaseMs, loadMs, totalMs: serverMs + databaseMs + loadMs };
}

/** The most requests a second the machine's cores could answer at this CPU cost per request. */
export function cpuBoundRate(cpu: CpuPerRequest, cores: number): number | null {
  return cpu.totalMs > 0 ? (cores * 1000) / cpu.totalMs : null;
}
