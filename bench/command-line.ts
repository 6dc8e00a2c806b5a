// The command lines of `npm run bench` and `npm run soak`: one parser; each tool declares its flags
// and its usage text. Without side effects, so it can be tested.

/** A flag followed by a whole number from `min` to `max`, a flag followed by any text, or a switch (there or not). */
export type FlagSpec = { readonly min: number; readonly max: number } | "text" | "switch";

export type FlagValues<Flags extends Record<string, FlagSpec>> = {
  [Name in keyof Flags]?: Flags[Name] extends "switch" ? true : Flags[Name] extends "text" ? string : number;
};

/** `value` as a whole number from `min` to `max`; otherwise throws, naming `name`, with the usage. */
export function wholeNumber(
  name: string,
  value: string | undefined,
  min: number,
  max: number,
  usage: string,
): number {
  const number = Number(value);
  if (value === undefined || !/^\d+$/.test(value) || number < min || number > max)
    throw new Error(`${name} needs a whole number from ${min} to ${max}\n${usage}`);
  return number;
}

/** `value` when it is there and not another flag; otherwise throws, naming `name`, with the usage. */
function textValue(name: string, value: string | undefined, usage: string): string {
  if (value === undefined || value === "" || value.startsWith("--")) throw new Error(`${name} needs a value\n${usage}`);
  return value;
}

/**
 * Reads the command line (without node and the script): the flags given, by name. Throws with
 * the usage on an unknown flag, a missing value or a number out of range.
 */
export function parseFlags<Flags extends Record<string, FlagSpec>>(
  args: readonly string[],
  flags: Flags,
  usage: string,
): FlagValues<Flags> {
  const specs = new Map<string, FlagSpec>(Object.entries(flags));
  const values: Record<string, number | string | true> = {};
  for (let index = 0; index < args.length; index++) {
    const name = args[index];
    const spec = specs.get(name);
    if (spec === undefined) throw new Error(`Unknown option ${name}\n${usage}`);
    if (spec === "switch") values[name] = true;
    else if (spec === "text") values[name] = textValue(name, args[++index], usage);
    else values[name] = wholeNumber(name, args[++index], spec.min, spec.max, usage);
  }
  return values as FlagValues<Flags>;
}

/** The first port to try, from the environment variable `name` when set. */
export function portFrom(
  env: Record<string, string | undefined>,
  name: string,
  fallback: number,
  usage: string,
): number {
  const value = env[name];
  return value ? wholeNumber(name, value, 1, 65_535, usage) : fallback;
}
