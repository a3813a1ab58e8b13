// The Node-only helpers (they open sockets, spawn processes), apart from the index so browser bundles never see them.

export { CHROMIUM_ARGS, CHROMIUM_PATH, chromiumAvailable } from "./chromium.js";
export { freePort } from "./free-port.js";
export { cycles, folderGraph, importGraph } from "./import-graph.js";
export { typeScriptNodeArgs } from "./ts-node-args.js";
