import { listCategoryTree } from "@/lib/catalog/categories";
import { handle } from "@/lib/http/handler";

export const GET = handle(() => listCategoryTree());
