import "server-only";
import { BadRequestError, PayloadTooLargeError } from "@/lib/errors";
import { parseBody, parseValue } from "@/lib/http/parse";
import type { Upload } from "@/lib/storage/image-processing";
import { createProductSchema, type CreateProductInput } from "../contract/admin";
import { MAX_IMAGES, MAX_PRODUCT_UPLOAD_BYTES, UPLOAD_LIMIT_TEXT } from "../contract/constants";

// Reading the calls that carry image files. The proxy lets bodies up to MAX_PRODUCT_UPLOAD_BYTES
// through to them (next.config.ts) and answers 413 past it; these check again for callers
// that reach the handlers another way.

const tooLarge = () =>
  new PayloadTooLargeError(
    `The request is too large: at most ${Math.round(MAX_PRODUCT_UPLOAD_BYTES / 1024 / 1024)} MB (${UPLOAD_LIMIT_TEXT})`,
  );

async function readForm(request: Request): Promise<FormData> {
  const length = Number(request.headers.get("content-length") ?? 0);
  if (length > MAX_PRODUCT_UPLOAD_BYTES) throw tooLarge();
  try {
    return await request.formData();
  } catch {
    throw new BadRequestError("The form data could not be read");
  }
}

async function imageFiles(form: FormData): Promise<Upload[]> {
  const files = form.getAll("images").filter((entry): entry is File => typeof entry !== "string");
  if (files.length > MAX_IMAGES) throw new BadRequestError(`images: at most ${MAX_IMAGES}`);
  return Promise.all(
    files.map(async (file) => ({
      name: file.name || "image",
      bytes: new Uint8Array(await file.arrayBuffer()),
    })),
  );
}

/**
 * Reads POST /api/product: `multipart/form-data` with the product as JSON in the field
 * `product` and up to four files named `images` (the admin form), or plain JSON whose
 * `images` are already stored addresses (API clients).
 */
export async function readProductUpload(
  request: Request,
): Promise<{ input: CreateProductInput; uploads: Upload[] }> {
  const type = request.headers.get("content-type") ?? "";
  if (!type.startsWith("multipart/form-data")) {
    if (Number(request.headers.get("content-length") ?? 0) > MAX_PRODUCT_UPLOAD_BYTES) throw tooLarge();
    return { input: await parseBody(request, createProductSchema), uploads: [] };
  }
  const form = await readForm(request);
  const product = form.get("product");
  if (typeof product !== "string") throw new BadRequestError("product: is required (the product as JSON)");
  let fields: unknown;
  try {
    fields = JSON.parse(product);
  } catch {
    throw new BadRequestError("product: must be valid JSON");
  }
  const input = parseValue(createProductSchema, fields);
  return { input, uploads: await imageFiles(form) };
}

/** Reads POST /api/admin/product/{id}/images: `multipart/form-data` with files named `images`. */
export async function readImageUpload(request: Request): Promise<Upload[]> {
  const type = request.headers.get("content-type") ?? "";
  if (!type.startsWith("multipart/form-data"))
    throw new BadRequestError("images: send the files as multipart/form-data, each named images");
  return imageFiles(await readForm(request));
}
