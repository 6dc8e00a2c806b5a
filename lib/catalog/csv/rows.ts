import { parse } from "csv-parse/sync";
import type { ZodType } from "zod";
import { BadRequestError } from "@/lib/errors";
import type { Money } from "@/lib/money/money";
import { createProductSchema, productItemInputSchema } from "../contract/admin";
import {
  CSV_COLUMNS,
  MAX_IMPORT_ROWS,
  REQUIRED_CSV_COLUMNS,
  VARIATION_COLUMN_PREFIX,
  type CsvColumn,
} from "../contract/inventory-csv";
import { readBoolean, readLocations, readText } from "./cells";

// An imported file read into rows, each field checked by the same schemas as the admin's product
// and item writes (../contract/admin.ts). Pure: what the rows change is ./plan.ts.

export type CsvFile = {
  /** The fixed columns present. */
  columns: Set<CsvColumn>;
  /** The variation types named by "variation:<Type>" columns. */
  variationTypes: string[];
  rows: ImportRow[];
};

/** One data row. Fields of absent columns are undefined (an update keeps those values). */
export type ImportRow = {
  /** Its row in a spreadsheet: the header is row 1. */
  row: number;
  sku: string;
  product: string;
  category: string;
  price?: Money;
  stock?: number;
  description?: string;
  featured?: boolean;
  locations?: string[];
  archived?: boolean;
  retired?: boolean;
  /** Variation type name -> value, for the non-empty variation cells. */
  variations: Map<string, string>;
  /** The row's first problem, naming the field; such a row is refused. */
  problem?: string;
};

/** Field schemas of the product and item writes (never a second copy of their rules). */
const fields = {
  sku: productItemInputSchema.shape.sku,
  stock: productItemInputSchema.shape.stock,
  price: productItemInputSchema.shape.price.unwrap(),
  product: createProductSchema.shape.name,
  category: createProductSchema.shape.category,
  featured: createProductSchema.shape.featured,
};

/** A schema's answer for one field, or the problem as "field: message". */
export function checkField<T extends ZodType>(
  field: string,
  schema: T,
  value: unknown,
): { value: T["_output"] } | { problem: string } {
  const result = schema.safeParse(value);
  if (result.success) return { value: result.data };
  return { problem: `${field}: ${result.error.issues[0]?.message ?? "is not valid"}` };
}

/** A number as a person writes it in a cell ("12", "12.5", "-3"); anything else is NaN. */
function numberIn(cell: string): number | undefined {
  const text = cell.trim();
  if (text === "") return undefined;
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
}

/** Parses the file and checks its header: a malformed file or header is refused whole (400). */
export function readCsvFile(text: string): CsvFile {
  let records: string[][];
  try {
    records = parse(text, { bom: true, skip_empty_lines: true, relax_column_count: false });
  } catch (error) {
    throw new BadRequestError(`The file is not valid CSV: ${error instanceof Error ? error.message : "cannot be read"}`);
  }
  const [header, ...data] = records;
  if (!header) throw new BadRequestError("The file is empty: it needs a header row and at least one item");
  // "variation: Size" is read as "variation:Size".
  const names = header.map((name) => {
    const trimmed = name.trim();
    return trimmed.startsWith(VARIATION_COLUMN_PREFIX)
      ? `${VARIATION_COLUMN_PREFIX}${trimmed.slice(VARIATION_COLUMN_PREFIX.length).trim()}`
      : trimmed;
  });
  const columns = new Set<CsvColumn>();
  const variationTypes: string[] = [];
  for (const name of names) {
    if (name.startsWith(VARIATION_COLUMN_PREFIX) && name.length > VARIATION_COLUMN_PREFIX.length)
      variationTypes.push(name.slice(VARIATION_COLUMN_PREFIX.length));
    else if ((CSV_COLUMNS as readonly string[]).includes(name)) columns.add(name as CsvColumn);
    else
      throw new BadRequestError(
        `Unknown column "${name}": the columns are ${CSV_COLUMNS.join(", ")} and ${VARIATION_COLUMN_PREFIX}<Type>`,
      );
  }
  if (new Set(names).size !== names.length) throw new BadRequestError("A column appears twice in the header");
  const missing = REQUIRED_CSV_COLUMNS.filter((column) => !columns.has(column));
  if (missing.length > 0) throw new BadRequestError(`Missing column${missing.length > 1 ? "s" : ""}: ${missing.join(", ")}`);
  if (data.length === 0) throw new BadRequestError("The file has no items: add a row under the header");
  if (data.length > MAX_IMPORT_ROWS)
    throw new BadRequestError(`The file has ${data.length} rows: import at most ${MAX_IMPORT_ROWS} at a time`);
  const rows = data.map((cells, index) =>
    readRow(index + 2, new Map(names.map((name, column) => [name, cells[column] ?? ""])), columns, variationTypes),
  );
  return { columns, variationTypes, rows };
}

/** Reads and checks one row's cells (keyed by column name). */
export function readRow(
  row: number,
  cells: Map<string, string>,
  columns: Set<CsvColumn>,
  variationTypes: string[],
): ImportRow {
  const cell = (column: CsvColumn) => (columns.has(column) ? (cells.get(column) ?? "") : undefined);
  const parsed: ImportRow = {
    row,
    sku: (cell("sku") ?? "").trim(),
    product: readText((cell("product") ?? "").trim()),
    category: (cell("category") ?? "").trim(),
    variations: new Map(),
  };
  const problems: string[] = [];
  const take = <T extends ZodType>(field: keyof typeof fields, schema: T, value: unknown): T["_output"] | undefined => {
    const checked = checkField(field, schema, value);
    if ("problem" in checked) {
      problems.push(checked.problem);
      return undefined;
    }
    return checked.value;
  };
  const required = (field: "price" | "stock", text: string | undefined) => {
    const value = numberIn(text ?? "");
    if (value === undefined) problems.push(`${field}: is required`);
    return value;
  };

  take("sku", fields.sku, parsed.sku);
  take("product", fields.product, parsed.product);
  take("category", fields.category, parsed.category);
  const price = required("price", cell("price"));
  if (price !== undefined) parsed.price = take("price", fields.price, price);
  const stock = required("stock", cell("stock"));
  if (stock !== undefined) parsed.stock = take("stock", fields.stock, stock);

  const description = cell("description");
  if (description !== undefined) parsed.description = readText(description.trim());
  const featured = cell("featured");
  if (featured !== undefined) parsed.featured = take("featured", fields.featured, readBoolean(featured) ?? featured);
  const locations = cell("locations");
  if (locations !== undefined) parsed.locations = readLocations(locations);
  for (const flag of ["archived", "retired"] as const) {
    const text = cell(flag);
    if (text === undefined) continue;
    const value = readBoolean(text);
    if (value === undefined) problems.push(`${flag}: must be true or false`);
    else parsed[flag] = value;
  }
  for (const type of variationTypes) {
    const value = (cells.get(`${VARIATION_COLUMN_PREFIX}${type}`) ?? "").trim();
    if (value) parsed.variations.set(type, value);
  }
  if (problems.length > 0) parsed.problem = problems.join("; ");
  return parsed;
}
