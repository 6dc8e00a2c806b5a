import path from "node:path";
import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // PGlite ships WASM and data files that must be loaded from node_modules, not bundled.
  serverExternalPackages: ["@electric-sql/pglite", "@node-rs/argon2", "sharp"],
  typescript: { ignoreBuildErrors: false },
  // Pages and tagged catalogue reads: in memory, or in Redis when REDIS_URL is set (cache/).
  cacheHandler: path.resolve("cache/handler.mjs"),
  cacheMaxMemorySize: 0,
  poweredByHeader: false,
  images: {
    // Product images are served by the app itself from lib/storage.
    localPatterns: [{ pathname: "/uploads/**" }, { pathname: "/images/**" }],
    formats: ["image/avif", "image/webp"],
  },
};

export default nextConfig;
