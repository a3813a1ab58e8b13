// The Node-only helpers (they open sockets), apart from the index so browser bundles never see them.
export { freePort } from "./free-port.js";
