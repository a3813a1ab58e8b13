// Preloaded into a reportkit process by the bundle tests (node --import): appends the URL of every module
// the process loads, one a line, to the file named by RECORD_LOADS (module hooks, record-loads-hooks.mjs).
import { register } from "node:module";

register("./record-loads-hooks.mjs", import.meta.url, { data: process.env.RECORD_LOADS });
