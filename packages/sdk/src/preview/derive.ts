import type { ReportkitOptions } from "../reportkit-options.js";

const optionsOf = new WeakMap<object, ReportkitOptions>();

/** Internal: `createReportkit` records the options `rk` was made from (another version is built from them). */
export function remember(rk: object, options: ReportkitOptions): void {
  optionsOf.set(rk, options);
}

/** The options `rk` was made from; undefined for an object `createReportkit` did not return. */
export const rememberedOptions = (rk: object): ReportkitOptions | undefined => optionsOf.get(rk);
