import { sourceMapsRequested } from "./source-maps";

// Imported first by scripts/serve.ts: the choice must be made before Next's modules load, or
// their maps are read and kept already.
process.setSourceMapsEnabled(sourceMapsRequested(process.execArgv, process.env.NODE_OPTIONS));
