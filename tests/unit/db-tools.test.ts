/**
 * @jest-environment node
 */
import { backupStamp, portableSql } from "@/scripts/lib/db-dump";
import { compare } from "@/scripts/lib/db-inspect";

const tables = [
  { table: "public.orders", rows: 2, checksum: "aaaaaaaaaaaaaaaa" },
  { table: "public.users", rows: 1, checksum: "bbbbbbbbbbbbbbbb" },
];
const sequences = [{ sequence: "public.orders_id_seq", lastValue: "2" }];

describe("comparing a moved or restored database with its source", () => {
  it("finds no mismatch when every table and sequence agrees", () => {
    const result = compare({ tables, sequences }, { tables: [...tables], sequences: [...sequences] });
    expect(result.mismatches).toBe(0);
    expect(result.lines[0]).toMatch(/^table\s+rows \(source\)\s+rows \(target\)\s+checksum\s+match$/);
    expect(result.lines.filter((line) => line.endsWith("yes"))).toHaveLength(3);
  });

  it("counts a changed row, a missing table and a sequence left behind", () => {
    const result = compare(
      { tables, sequences },
      {
        tables: [{ ...tables[0], checksum: "cccccccccccccccc" }],
        sequences: [{ sequence: "public.orders_id_seq", lastValue: null }],
      },
    );
    expect(result.mismatches).toBe(3);
    expect(result.lines.find((line) => line.startsWith("public.users"))).toMatch(/1\s+missing\s+.*NO$/);
    expect(result.lines.find((line) => line.startsWith("public.orders_id_seq"))).toMatch(/2\s+unused\s+NO$/);
  });
});

describe("dumps", () => {
  it("drop only the settings an older PostgreSQL does not know", () => {
    const dump = "SET statement_timeout = 0;\nSET transaction_timeout = 0;\nCREATE TABLE t (id int);\n";
    expect(portableSql(dump)).toBe("SET statement_timeout = 0;\n\nCREATE TABLE t (id int);\n");
  });

  it("are named by UTC time, safe in any file system", () => {
    expect(backupStamp(new Date("2026-11-24T03:00:05.123Z"))).toBe("2026-11-24T03-00-05Z");
  });
});
