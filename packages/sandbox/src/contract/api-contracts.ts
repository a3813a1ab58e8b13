import type { ApiName } from "./load.js";
import { ApiContract } from "./validator.js";

const contractCache = new Map<string, Record<ApiName, ApiContract>>();

/** The contracts of the four APIs from the bundled specs in `dir`, read once per folder. */
export function loadContracts(dir: string): Record<ApiName, ApiContract> {
  let contracts = contractCache.get(dir);
  if (!contracts) {
    contracts = {
      auth: ApiContract.load(dir, "auth"),
      platform: ApiContract.load(dir, "platform"),
      prep: ApiContract.load(dir, "prep"),
      chains: ApiContract.load(dir, "chains"),
    };
    contractCache.set(dir, contracts);
  }
  return contracts;
}
