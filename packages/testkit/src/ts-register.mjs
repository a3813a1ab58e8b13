// `node --import <this file>`: installs ts-hooks.mjs, so the process can import `.ts` files.
import { register } from "node:module";

register("./ts-hooks.mjs", import.meta.url);
