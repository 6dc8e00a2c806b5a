import { NotFoundError } from "@/lib/errors";
import { handle } from "@/lib/http/handler";
import { UPLOAD_POLICY } from "@/lib/http/security-headers";
import { assertSafeKey, contentTypeFor } from "@/lib/storage/keys";
import { getObject } from "@/lib/storage/store";

/**
 * Serves stored images (product images, uploads) from lib/storage. The content type comes from
 * the key the shop chose when storing it, never from the uploader or the bucket, and the
 * policy forbids the file to act as a document.
 */
export const GET = handle<{ path: string[] }>(async (_request, { path }) => {
  const key = assertSafeKey(path.join("/"));
  const object = await getObject(key);
  if (!object) throw new NotFoundError("Image not found");
  return new Response(Buffer.from(object.bytes), {
    headers: {
      "Content-Type": contentTypeFor(key),
      "Content-Security-Policy": UPLOAD_POLICY,
      "Cache-Control": "public, max-age=86400, stale-while-revalidate=604800",
      "X-Content-Type-Options": "nosniff",
    },
  });
});
