// The images panel's rules, plain functions the panel and its tests share.

import { MAX_IMAGE_BYTES, MAX_IMAGES, UPLOAD_LIMIT_TEXT } from "@/lib/catalog/contract/constants";

/** The list with the item at `index` moved by `step` (-1 up, +1 down); unchanged at an end. */
export function moveImage(images: readonly string[], index: number, step: -1 | 1): string[] {
  const target = index + step;
  if (index < 0 || index >= images.length || target < 0 || target >= images.length) return [...images];
  const next = [...images];
  [next[index], next[target]] = [next[target], next[index]];
  return next;
}

/** Why these files cannot be added to `current` images, or null when they can. */
export function uploadProblem(current: number, files: readonly Pick<File, "name" | "size">[]): string | null {
  if (files.length === 0) return null;
  if (current + files.length > MAX_IMAGES)
    return `A product has at most ${MAX_IMAGES} images: remove one before adding ${files.length === 1 ? "another" : "more"}.`;
  const large = files.find((file) => file.size > MAX_IMAGE_BYTES);
  if (large) return `${large.name} is larger than ${MAX_IMAGE_BYTES / 1024 / 1024} MB (${UPLOAD_LIMIT_TEXT}).`;
  return null;
}
