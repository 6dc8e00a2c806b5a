import { NotFoundError } from "@/lib/errors";
import { handle } from "@/lib/http/handler";
import { assertSafeKey } from "@/lib/storage/keys";
import { getObject } from "@/lib/storage/store";

/** Serves stored images (product images, uploads) from lib/storage. */
export const GET = handle<{ path: string[] }>(async (_request, { path }) => {
  const object = await getObject(assertSafeKey(path.join("/")));
  if (!object) throw new NotFoundError("Image not found");
  return new Response(Buffer.from(object.bytes), {
    headers: {
      "Content-Type": object.contentType,
      "Cache-Control": "public, max-age=86400, stale-while-revalidate=604800",
      "X-Content-Type-Options": "nosniff",
    },
  });
});
