import { handle } from "@/lib/http/handler";
import { openApiDocument } from "@/lib/openapi/document";

/** GET /api/openapi.json: the API's OpenAPI 3.1 document; the same for everyone, so caches may keep it. */
export const GET = handle(async () =>
  Response.json(openApiDocument(), { headers: { "Cache-Control": "public, max-age=3600" } }),
);
