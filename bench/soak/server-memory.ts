import { readdirSync, readFileSync, readlinkSync } from "node:fs";

// The server's resident memory, read from Linux's /proc: the process is found by the socket
// listening on the server's port, so the server starter need not hand out its process ids
// (whatever wrappers an operator's own starter puts between it and the node process that serves).

/** Inodes of the sockets listening on `port` (/proc/net/tcp and tcp6: state 0A is LISTEN). */
export function listeningInodes(port: number, tables: readonly string[]): Set<string> {
  const hexPort = port.toString(16).toUpperCase().padStart(4, "0");
  const inodes = new Set<string>();
  for (const table of tables) {
    for (const line of table.split("\n").slice(1)) {
      const fields = line.trim().split(/\s+/);
      if (fields.length < 10) continue;
      const [, local, , state] = fields;
      if (state === "0A" && local.endsWith(`:${hexPort}`)) inodes.add(fields[9]);
    }
  }
  return inodes;
}

function readOrEmpty(path: string): string {
  try {
    return readFileSync(path, "utf8");
  } catch {
    return "";
  }
}

/** The id of the process listening on `port`, or undefined when none of ours is (or there is no /proc). */
export function listeningProcess(port: number): number | undefined {
  const inodes = listeningInodes(port, [readOrEmpty("/proc/net/tcp"), readOrEmpty("/proc/net/tcp6")]);
  if (inodes.size === 0) return undefined;
  const wanted = new Set([...inodes].map((inode) => `socket:[${inode}]`));
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    let descriptors: string[];
    try {
      descriptors = readdirSync(`/proc/${entry}/fd`);
    } catch {
      continue; // gone, or another user's
    }
    for (const descriptor of descriptors) {
      try {
        if (wanted.has(readlinkSync(`/proc/${entry}/fd/${descriptor}`))) return Number(entry);
      } catch {
        // closed meanwhile
      }
    }
  }
  return undefined;
}

/** VmRSS of a /proc/<pid>/status text, in KiB. */
export function rssFromStatus(status: string): number | undefined {
  const match = /^VmRSS:\s+(\d+)\s+kB$/m.exec(status);
  return match ? Number(match[1]) : undefined;
}

/** The process's resident set size in MiB, or undefined when it cannot be read. */
export function residentMiB(pid: number): number | undefined {
  const kib = rssFromStatus(readOrEmpty(`/proc/${pid}/status`));
  return kib === undefined ? undefined : kib / 1024;
}
