// How values are written to and read from CSV cells, both ways, so an export imports back
// unchanged. Pure.

/** Locations are written as codes separated by spaces ("AU NZ"); an import also takes , ; |. */
export function locationsCell(codes: string[]): string {
  return codes.join(" ");
}

export function readLocations(cell: string): string[] {
  return cell
    .split(/[\s,;|]+/)
    .map((code) => code.trim().toUpperCase())
    .filter(Boolean);
}

export function booleanCell(value: boolean): string {
  return value ? "true" : "false";
}

/** "true"/"false" (also yes/no, 1/0), any case; an empty cell is false; anything else undefined. */
export function readBoolean(cell: string): boolean | undefined {
  const value = cell.trim().toLowerCase();
  if (value === "" || value === "false" || value === "no" || value === "0") return false;
  if (value === "true" || value === "yes" || value === "1") return true;
  return undefined;
}

/** Minor units as a decimal with 2 decimals ("12.50"). */
export function priceCell(minor: number): string {
  return (minor / 100).toFixed(2);
}

// A spreadsheet runs a cell starting with one of these as a formula: free text is written with a
// leading apostrophe, which spreadsheets show as text and the import takes off again.
const FORMULA_START = /^[=+\-@\t\r]/;

export function textCell(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

export function readText(cell: string): string {
  return cell.startsWith("'") && FORMULA_START.test(cell.slice(1)) ? cell.slice(1) : cell;
}
