import "server-only";
import { cache } from "react";
import { readByRouteIdOr404 } from "@/lib/http/route-id";
import type { Product } from "../contract/types";
import { getProduct } from "./product-detail";

// Apart from ./product-detail.ts because it answers with Next's not-found page: scripts that
// read products (the catalogue bench) run outside Next and cannot load its navigation module.

/**
 * The listed product for a route id; answers 404 when it is malformed, absent or archived.
 * The page and its metadata both ask, at once on a first render: one read answers both
 * (React's per-request cache), then the catalogue's tagged cache.
 */
export const loadProductOr404: (raw: string) => Promise<Product> = cache((raw: string) => readByRouteIdOr404(raw, getProduct));
