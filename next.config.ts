import path from "node:path";
import type { NextConfig } from "next";
import { MAX_PRODUCT_UPLOAD_BYTES } from "./lib/catalog/contract/constants";

const nextConfig: NextConfig = {
  // PGlite ships WASM and data files that must be loaded from node_modules, not bundled.
  serverExternalPackages: ["@electric-sql/pglite", "@node-rs/argon2", "sharp", "pino", "prom-client"],
  typescript: { ignoreBuildErrors: false },
  // Pages and tagged catalogue reads: in memory, or in Redis when REDIS_URL is set (cache/).
  cacheHandler: path.resolve("cache/handler.mjs"),
  cacheMaxMemorySize: 0,
  poweredByHeader: false,
  experimental: {
    // The proxy (proxy.ts) buffers request bodies and cuts them at 10 MB by default, which made
    // a product with four 10 MB images unreadable ("The form data could not be read"). It
    // passes the upload calls' limit; proxy.ts answers 413 past it (and 1 MB for other calls).
    proxyClientMaxBodySize: MAX_PRODUCT_UPLOAD_BYTES,
    // Fewer, larger first-load scripts: Turbopack's defaults split a storefront page into 11
    // small ones, and each costs its own request, headers and gzip overhead. Merging them (9)
    // saved about 0.6 kB gzip per page; lazy chunks (menus, dialogs) stay apart.
    turbopackChunking: { requestCost: 1_000_000, minChunkSize: 150_000, firstPageLoadPriority: 1 },
  },
  images: {
    // Product images are served by the app itself from lib/storage.
    localPatterns: [{ pathname: "/uploads/**" }, { pathname: "/images/**" }],
    formats: ["image/avif", "image/webp"],
  },
};

export default nextConfig;
