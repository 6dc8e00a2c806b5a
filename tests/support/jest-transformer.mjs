// Next's SWC transform for Jest, except for a `.mjs` file Jest loads as an ES module: on Node
// 24.9 and newer Jest requires `.mjs` files natively as modules, and Next's transform would still
// turn them into CommonJS (`exports is not defined`). On older Node, Jest loads them as CommonJS
// and they are transformed as before.
import nextTransformer from "next/dist/build/swc/jest-transformer.js";

const moduleAwareTransformer = {
  createTransformer(options) {
    const next = nextTransformer.createTransformer(options);
    return {
      process(source, filename, jestOptions) {
        if (!filename.endsWith(".mjs") || !jestOptions.supportsStaticESM) return next.process(source, filename, jestOptions);
        const config = { ...jestOptions.config, extensionsToTreatAsEsm: [...(jestOptions.config.extensionsToTreatAsEsm ?? []), ".mjs"] };
        return next.process(source, filename, { ...jestOptions, config });
      },
    };
  },
};

export default moduleAwareTransformer;
