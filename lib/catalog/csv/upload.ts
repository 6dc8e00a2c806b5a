import "server-only";
import { BadRequestError, PayloadTooLargeError, UnsupportedMediaTypeError } from "@/lib/errors";
import { MAX_IMPORT_BYTES } from "../contract/inventory-csv";

const tooLarge = () =>
  new PayloadTooLargeError(`The file is too large (at most ${Math.round(MAX_IMPORT_BYTES / 1024)} KB)`);

/**
 * An import's CSV text: the body itself (text/csv or text/plain) or the `file` field of a
 * multipart form, at most MAX_IMPORT_BYTES either way.
 */
export async function readImportFile(request: Request): Promise<string> {
  if (Number(request.headers.get("content-length") ?? 0) > MAX_IMPORT_BYTES + 64 * 1024) throw tooLarge();
  const type = (request.headers.get("content-type") ?? "").toLowerCase();
  let text: string;
  if (type.startsWith("multipart/form-data")) {
    let form: FormData;
    try {
      form = await request.formData();
    } catch {
      throw new BadRequestError("The form data could not be read");
    }
    const file = form.get("file");
    if (!file) throw new BadRequestError("file: is required (the CSV file)");
    if (typeof file !== "string" && file.size > MAX_IMPORT_BYTES) throw tooLarge();
    text = typeof file === "string" ? file : await file.text();
  } else if (/^(text\/csv|text\/plain|application\/csv)\s*(;|$)/.test(type)) {
    text = await request.text();
  } else {
    throw new UnsupportedMediaTypeError("Send the CSV as text/csv, or as the field `file` of a multipart form");
  }
  if (new TextEncoder().encode(text).length > MAX_IMPORT_BYTES) throw tooLarge();
  if (text.includes("\u0000")) throw new BadRequestError("The file must not contain NUL characters");
  return text;
}
