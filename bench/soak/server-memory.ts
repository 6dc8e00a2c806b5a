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

/** A field of a /proc/<pid>/status text, in KiB. */
function statusKiB(status: string, field: string): number | undefined {
  const match = new RegExp(`^${field}:\\s+(\\d+)\\s+kB$`, "m").exec(status);
  return match ? Number(match[1]) : undefined;
}

/**
 * What the resident memory holds, in MiB: `anonymous` is the process's own (the JavaScript heap,
 * native buffers), `files` the mapped files it touched (the node binary, native libraries,
 * code), which the kernel can drop and read again.
 */
export type Resident = { totalMiB: number; anonymousMiB?: number; filesMiB?: number };

/** The parts of a /proc/<pid>/status text's resident memory, or undefined without VmRSS. */
export function residentFromStatus(status: string): Resident | undefined {
  const total = statusKiB(status, "VmRSS");
  if (total === undefined) return undefined;
  const anonymous = statusKiB(status, "RssAnon");
  const files = statusKiB(status, "RssFile");
  return {
    totalMiB: total / 1024,
    ...(anonymous !== undefined && { anonymousMiB: anonymous / 1024 }),
    ...(files !== undefined && { filesMiB: files / 1024 }),
  };
}

/** The process's resident memory, or undefined when it cannot be read. */
export function resident(pid: number): Resident | undefined {
  return residentFromStatus(readOrEmpty(`/proc/${pid}/status`));
}
