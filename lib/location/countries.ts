/** Countries a product can be listed in, with the names the admin shows. */
export const LISTING_LOCATIONS = [
  { code: "AU", name: "Australia" },
  { code: "BD", name: "Bangladesh" },
  { code: "ZA", name: "South Africa" },
  { code: "CA", name: "Canada" },
  { code: "SG", name: "Singapore" },
  { code: "SA", name: "Saudi Arabia" },
  { code: "IT", name: "Italy" },
  { code: "FR", name: "France" },
  { code: "QA", name: "Qatar" },
  { code: "US", name: "America" },
] as const;

const displayNames = new Intl.DisplayNames(["en"], { type: "region" });

/** A country's English name ("AU" -> "Australia"); the code itself when it is not a country. */
export function countryName(code: string): string {
  try {
    return displayNames.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}
