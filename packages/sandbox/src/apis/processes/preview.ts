import { existsSync } from "node:fs";
import { join } from "node:path";
import { defaultSpecsDir } from "../../contract/load.js";
import { ApiContract } from "../../contract/validator.js";
import type { PreviewApi } from "../../http/app.js";
import {
  PROCESSES_PREVIEW_AUTH_PATH,
  PROCESSES_PREVIEW_VERSION,
  previewAuthHandlers,
  processesHandlers,
} from "./index.js";

const contracts = new Map<string, ApiContract>();

/**
 * The previews the sandbox serves: the processes preview, from the bundled `processes-preview.json`
 * (none when `specsDir` lacks it: its paths then answer like any unknown path).
 */
export function previewApis(specsDir: string = defaultSpecsDir()): PreviewApi[] {
  let contract = contracts.get(specsDir);
  if (!contract) {
    if (!existsSync(join(specsDir, "processes-preview.json"))) return [];
    contract = ApiContract.load(specsDir, "platform", "processes-preview");
    contracts.set(specsDir, contract);
  }
  return [
    {
      version: PROCESSES_PREVIEW_VERSION,
      contract,
      handlers: processesHandlers,
      authPrefix: PROCESSES_PREVIEW_AUTH_PATH,
      authHandlers: previewAuthHandlers,
    },
  ];
}
