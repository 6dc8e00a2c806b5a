import { requirePermission } from "@/lib/auth/session";
import { renameVariationTypeSchema, variationTypeParams } from "@/lib/catalog/contract/categories";
import { renameVariationType } from "@/lib/catalog/write/variations";
import { handle } from "@/lib/http/handler";
import { parseBody, parseParams } from "@/lib/http/parse";

/** PATCH /api/admin/variations/{typeId}: { name } renames the type -> { id, name, values }. */
export const PATCH = handle(
  async (request, params) => {
    const admin = await requirePermission(request, "catalog");
    const { typeId } = parseParams(params, variationTypeParams);
    const { name } = await parseBody(request, renameVariationTypeSchema);
    return renameVariationType(typeId, name, admin);
  },
  { private: true },
);
