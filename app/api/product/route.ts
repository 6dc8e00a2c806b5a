import { listProducts } from "@/lib/catalog/product-list";
import { productQuerySchema } from "@/lib/catalog/product-query";
import { handle } from "@/lib/http/handler";
import { parseQuery } from "@/lib/http/parse";

export const GET = handle((request) => listProducts(parseQuery(request, productQuerySchema)));
