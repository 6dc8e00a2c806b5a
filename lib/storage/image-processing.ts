import "server-only";
import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { MAX_IMAGE_BYTES } from "@/lib/catalog/contract/constants";
import { BadRequestError } from "@/lib/errors";
import { publicUrl, putObject } from "./store";

/** Product pages show images at most this large (2x the widest gallery slot). */
const MAX_EDGE = 1200;
/** Raster formats we decode; SVG is refused since it can carry script. */
const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp", "gif", "avif", "tiff", "heif"]);

export type Upload = { name: string; bytes: Uint8Array };

/**
 * Re-encodes an uploaded image as WebP: only real raster content passes (whatever type the
 * browser claimed), it is turned upright, stripped of metadata and fitted within 1200 px.
 */
export async function toProductImage({ name, bytes }: Upload): Promise<Uint8Array> {
  if (bytes.byteLength === 0) throw new BadRequestError(`${name}: the file is empty`);
  if (bytes.byteLength > MAX_IMAGE_BYTES) throw new BadRequestError(`${name}: images must be at most 10 MB`);
  let format: string | undefined;
  try {
    format = (await sharp(bytes).metadata()).format;
  } catch {
    throw new BadRequestError(`${name}: not an image`);
  }
  if (!format || !ACCEPTED_FORMATS.has(format))
    throw new BadRequestError(`${name}: not a supported image (JPEG, PNG, WebP, GIF or AVIF)`);
  try {
    const output = await sharp(bytes, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize({ width: MAX_EDGE, height: MAX_EDGE, fit: "inside", withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
    return new Uint8Array(output);
  } catch {
    throw new BadRequestError(`${name}: the image could not be read`);
  }
}

/** Re-encodes and stores product images; returns their public addresses in the same order. */
export async function storeProductImages(uploads: Upload[]): Promise<string[]> {
  const encoded = await Promise.all(uploads.map(toProductImage));
  return Promise.all(
    encoded.map(async (bytes) => {
      const key = `products/uploads/${randomUUID()}.webp`;
      await putObject(key, bytes, "image/webp");
      return publicUrl(key);
    }),
  );
}
