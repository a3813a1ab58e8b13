// @reportkit/sdk/node: a Node-only network fetch on undici's connection pools. Browsers never load it.
export { createUndiciFetch, type UndiciFetchOptions } from "./node/undici-fetch.js";
