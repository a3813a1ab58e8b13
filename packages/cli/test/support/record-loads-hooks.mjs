// The module hooks of record-loads.mjs: every module loaded goes on a line of the file it names.
import { appendFileSync } from "node:fs";

let file;

export function initialize(data) {
  file = data;
}

export async function load(url, context, nextLoad) {
  appendFileSync(file, `${url}\n`);
  return nextLoad(url, context);
}
