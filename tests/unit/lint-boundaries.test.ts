/** @jest-environment node */
import { spawnSync } from "node:child_process";

// The import walls hold by rule: `npm run lint` (ESLint with the project's config, run here as
// a separate process, as CI runs it) fails on a forbidden import.

jest.setTimeout(120_000);

type LintResult = { messages: { ruleId: string | null; message: string }[] };

async function problemsIn(filePath: string, code: string, rule = "no-restricted-imports"): Promise<string[]> {
  const run = spawnSync("node_modules/.bin/eslint", ["--stdin", "--stdin-filename", filePath, "--format", "json"], {
    input: code,
    encoding: "utf8",
  });
  const [result] = JSON.parse(run.stdout) as LintResult[];
  return result.messages.filter((message) => message.ruleId === rule).map((message) => message.message);
}

describe("import boundaries", () => {
  it("refuse components and app in lib/", async () => {
    expect(await problemsIn("lib/catalog/example.ts", 'import { Button } from "@/components/ui/button";\nexport const x = Button;\n')).toEqual([
      expect.stringContaining("lib/ must not import components/ or app/"),
    ]);
    expect(await problemsIn("lib/catalog/example.ts", 'import { useState } from "react";\nexport const x = useState;\n')).toEqual([
      expect.stringContaining("no React"),
    ]);
  });

  it("refuse lib in db/", async () => {
    expect(await problemsIn("db/example.ts", 'import { getProduct } from "@/lib/catalog/read/product-detail";\nexport const x = getProduct;\n')).toEqual([
      expect.stringContaining("db/ is schema, client and migrations"),
    ]);
  });

  it("refuse domain modules in components/ui but allow other primitives", async () => {
    expect(await problemsIn("components/ui/example.tsx", 'import type { Product } from "@/lib/catalog/contract/types";\nexport type X = Product;\n')).toEqual([
      expect.stringContaining("primitives"),
    ]);
    expect(await problemsIn("components/ui/example.tsx", 'import { cn } from "@/components/ui/cn";\nexport const x = cn;\n')).toEqual([]);
  });

  it("let app use components and lib", async () => {
    const code = 'import { Button } from "@/components/ui/button";\nimport { getProduct } from "@/lib/catalog/read/product-detail";\nexport const x = [Button, getProduct];\n';
    expect(await problemsIn("app/example/page.tsx", code)).toEqual([]);
  });

  it("keep zod and schemas out of the contracts' plain modules, which storefront components read", async () => {
    expect(await problemsIn("lib/cart/rules.ts", 'import { z } from "zod";\nexport const x = z;\n')).toEqual([
      expect.stringContaining("read without zod"),
    ]);
    expect(await problemsIn("lib/orders/contract/statuses.ts", 'import { shippingSchema } from "./schemas";\nexport const x = shippingSchema;\n')).toEqual([
      expect.stringContaining("read without zod"),
    ]);
    expect(await problemsIn("lib/auth/rules.ts", 'import { Button } from "@/components/ui/button";\nexport const x = Button;\n')).toEqual([
      expect.stringContaining("lib/ must not import components/ or app/"),
    ]);
  });
});

describe("one definition per rule", () => {
  it("refuse a constant of lib/ declared again in components/ or app/", async () => {
    expect(await problemsIn("components/store/detail/example.tsx", "export const MAX_QUANTITY = 99;\n", "no-restricted-syntax")).toEqual([
      expect.stringContaining("lib/ already declares a constant of this name"),
    ]);
    const statuses = 'const PAYMENT_STATUSES = ["pending", "paid", "failed"];\nexport const x = PAYMENT_STATUSES;\n';
    expect(await problemsIn("app/admin/example/page.tsx", statuses, "no-restricted-syntax")).toEqual([
      expect.stringContaining("lib/ already declares a constant of this name"),
    ]);
  });

  it("let components and app name constants of their own", async () => {
    expect(await problemsIn("components/store/detail/example.tsx", "export const PURCHASE_PANEL_TITLE = 'Buy';\n", "no-restricted-syntax")).toEqual([]);
  });
});
