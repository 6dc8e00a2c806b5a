// The registry lives in registry.mjs, which the cache handler (plain JavaScript) imports too.
export { metric, registry } from "./registry.mjs";
