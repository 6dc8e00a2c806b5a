// CSV as RFC 4180 writes it (comma, CRLF, quotes doubled), and safe to open in a spreadsheet.
// Small on purpose: the orders export needs only rows of text. Pure.

// A spreadsheet runs a cell starting with one of these as a formula (a customer's name such as
// "=HYPERLINK(...)"): such text gets a leading apostrophe, which spreadsheets show as text.
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: quoted when it holds a comma, quote or line break; a formula-looking text defused. */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  const text = typeof value === "number" ? String(value) : FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One record, ending with CRLF. */
export function csvRow(cells: readonly (string | number | null | undefined)[]): string {
  return `${cells.map(csvCell).join(",")}\r\n`;
}
