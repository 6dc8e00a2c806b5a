import { requirePermission } from "@/lib/auth/session";
import { variationValueParams, variationValueSchema } from "@/lib/catalog/contract/categories";
import { removeVariationValue, renameVariationValue } from "@/lib/catalog/write/variations";
import { handle } from "@/lib/http/handler";
import { parseBody, parseParams } from "@/lib/http/parse";

/** PATCH .../values/{valueId}: { value } renames it -> { id, value, items }. */
export const PATCH = handle(
  async (request, params) => {
    const admin = await requirePermission(request, "catalog");
    const { typeId, valueId } = parseParams(params, variationValueParams);
    const { value } = await parseBody(request, variationValueSchema);
    return renameVariationValue(typeId, valueId, value, admin);
  },
  { private: true },
);

/** DELETE .../values/{valueId}: 204; 409 (naming how many) while any item uses it. */
export const DELETE = handle(
  async (request, params) => {
    const admin = await requirePermission(request, "catalog");
    const { typeId, valueId } = parseParams(params, variationValueParams);
    await removeVariationValue(typeId, valueId, admin);
    return new Response(null, { status: 204 });
  },
  { private: true },
);
