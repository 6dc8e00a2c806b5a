import "server-only";
import { BadRequestError, PayloadTooLargeError } from "@/lib/errors";
import { parseBody, parseValue } from "@/lib/http/parse";
import type { Upload } from "@/lib/storage/image-processing";
import { createProductSchema, type CreateProductInput } from "../contract/admin";
import { MAX_IMAGES, MAX_PRODUCT_UPLOAD_BYTES } from "../contract/constants";

/**
 * Reads POST /api/product: `multipart/form-data` with the product as JSON in the field
 * `product` and up to four files named `images` (the admin form), or plain JSON whose
 * `images` are already stored addresses (API clients).
 */
export async function readProductUpload(
  request: Request,
): Promise<{ input: CreateProductInput; uploads: Upload[] }> {
  const length = Number(request.headers.get("content-length") ?? 0);
  if (length > MAX_PRODUCT_UPLOAD_BYTES)
    throw new PayloadTooLargeError("The request is too large (at most four images of 10 MB)");
  const type = request.headers.get("content-type") ?? "";
  if (!type.startsWith("multipart/form-data"))
    return { input: await parseBody(request, createProductSchema), uploads: [] };

  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw new BadRequestError("The form data could not be read");
  }
  const product = form.get("product");
  if (typeof product !== "string") throw new BadRequestError("product: is required (the product as JSON)");
  let fields: unknown;
  try {
    fields = JSON.parse(product);
  } catch {
    throw new BadRequestError("product: must be valid JSON");
  }
  const input = parseValue(createProductSchema, fields);
  const files = form.getAll("images").filter((entry): entry is File => typeof entry !== "string");
  if (files.length > MAX_IMAGES) throw new BadRequestError(`images: at most ${MAX_IMAGES}`);
  const uploads = await Promise.all(
    files.map(async (file) => ({
      name: file.name || "image",
      bytes: new Uint8Array(await file.arrayBuffer()),
    })),
  );
  return { input, uploads };
}
