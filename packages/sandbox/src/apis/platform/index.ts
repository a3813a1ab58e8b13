import type { HandlerMap } from "../../http/types.js";
import { getActivityById, getOrganizationActivities, listActivities } from "./activities.js";
import {
  getDocumentTableCollection,
  getPresentationTableCollection,
  getRangeLinkById,
  getRangeLinkDestinations,
  getRangeLinks,
  getRichTextParagraphs,
} from "./content.js";
import { copyFile } from "./file-copy.js";
import { exportFileById } from "./file-export.js";
import { importFile } from "./file-import.js";
import { updateFile } from "./files.js";
import { createEdits } from "./graph.js";
import { deleteMilestoneById, milestoneCreation, partiallyUpdateMilestoneById } from "./milestones.js";
import { openPayloadHandlers } from "./open-payloads.js";
import { getOperation } from "./operations.js";
import { getOrganizations, getWorkspaceById, partiallyUpdateWorkspaceById } from "./organizations.js";
import { getOrgReportUsers } from "./report-users.js";
import {
  getCopyFileResults,
  getImportFileResults,
  getMilestoneCreationResults,
  getTableEditResults,
} from "./results.js";
import { getSample, insertSamples, listSampleAttachments } from "./samples.js";
import {
  deleteSheetById,
  deleteSheetDataset,
  getSpreadsheetById,
  getValuesByRange,
  updateRangeValues,
} from "./spreadsheets.js";
import { tableEdit } from "./table-edits.js";
import { restoreFileById, trashFileById } from "./trash.js";

/** The platform API's handlers, by the operationIds of specs/platform. */
export const platformHandlers: HandlerMap = {
  updateFile,
  copyFile,
  importFile,
  exportFileById,
  trashFileById,
  restoreFileById,
  updateRangeValues,
  getValuesByRange,
  deleteSheetDataset,
  deleteSheetById,
  getSpreadsheetById,
  insertSamples,
  getSample,
  listSampleAttachments,
  listActivities,
  getActivityById,
  getOrganizationActivities,
  getOrganizations,
  getWorkspaceById,
  partiallyUpdateWorkspaceById,
  getOrgReportUsers,
  milestoneCreation,
  partiallyUpdateMilestoneById,
  deleteMilestoneById,
  getRangeLinks,
  getRangeLinkById,
  getRangeLinkDestinations,
  tableEdit,
  getDocumentTableCollection,
  getPresentationTableCollection,
  getRichTextParagraphs,
  createEdits,
  getOperation,
  getCopyFileResults,
  getImportFileResults,
  getTableEditResults,
  getMilestoneCreationResults,
  ...openPayloadHandlers,
};
