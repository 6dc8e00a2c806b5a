import { requirePermission } from "@/lib/auth/session";
import { variationTypeParams, variationValueSchema } from "@/lib/catalog/contract/categories";
import { addVariationValue } from "@/lib/catalog/write/variations";
import { handle } from "@/lib/http/handler";
import { parseBody, parseParams } from "@/lib/http/parse";

/** POST /api/admin/variations/{typeId}/values: { value } -> 201 { id, value, items }. */
export const POST = handle(
  async (request, params) => {
    const admin = await requirePermission(request, "catalog");
    const { typeId } = parseParams(params, variationTypeParams);
    const { value } = await parseBody(request, variationValueSchema);
    return Response.json(await addVariationValue(typeId, value, admin), { status: 201 });
  },
  { private: true },
);
