import type { HandlerMap } from "../../http/types.js";
import { listActivities } from "./activities.js";
import { updateFile } from "./files.js";
import { getOperation } from "./operations.js";
import { getSample, insertSamples, listSampleAttachments } from "./samples.js";
import { deleteSheetDataset, updateRangeValues } from "./spreadsheets.js";

/** The platform API's handlers, by the operationIds of specs/platform. */
export const platformHandlers: HandlerMap = {
  updateFile,
  updateRangeValues,
  deleteSheetDataset,
  insertSamples,
  getSample,
  listSampleAttachments,
  listActivities,
  getOperation,
};
