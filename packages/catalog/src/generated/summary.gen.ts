// ⚠️ GENERATED FILE: DO NOT EDIT.
// Derived from every spec of specs/redocly.yaml by scripts/codegen/catalog.mjs.
// Change the spec, then run `pnpm generate`; CI fails when this file drifts from the spec.

import type { CatalogOperationSummary } from "../types.js";

/** The APIs of the specs (specs/redocly.yaml), a preview version being an API of its own. */
export const CATALOG_APIS = ["auth","platform","prep","chains","processes-preview"] as const;

const FIELDS = ["api","family","operationId","tag","read","destructive"] as const;

/** Every operation of every spec, in spec order (377 operations), summarised. */
export const OPERATION_SUMMARIES: readonly CatalogOperationSummary[] = (
  JSON.parse(
    '[' +
      '["auth","auth","requestToken","Authentication",false,false]' +
      ',["platform","platform","getFileById","Files",true,false]' +
      ',["platform","platform","updateFile","Files",false,true]' +
      ',["platform","platform","partiallyUpdateFileById","Files",false,true]' +
      ',["platform","platform","insertSamples","Samples",false,false]' +
      ',["platform","platform","getSample","Samples",true,false]' +
      ',["platform","platform","partiallyUpdateSampleById","Samples",false,true]' +
      ',["platform","platform","listSampleAttachments","Samples",true,false]' +
      ',["platform","platform","getValuesByRange","Spreadsheets",true,false]' +
      ',["platform","platform","updateRangeValues","Spreadsheets",false,true]' +
      ',["platform","platform","deleteSheetDataset","Spreadsheets",false,true]' +
      ',["platform","platform","listActivities","Activities",true,false]' +
      ',["platform","platform","getOperation","Operations",true,false]' +
      ',["platform","platform","importFile","Files",false,false]' +
      ',["platform","platform","copyFile","Files",false,false]' +
      ',["platform","platform","exportFileById","Files",false,false]' +
      ',["platform","platform","trashFileById","Files",false,true]' +
      ',["platform","platform","restoreFileById","Files",false,false]' +
      ',["platform","platform","getSpreadsheetById","Spreadsheets",true,false]' +
      ',["platform","platform","partiallyUpdateSpreadsheetById","Spreadsheets",false,true]' +
      ',["platform","platform","getSheetById","Spreadsheets",true,false]' +
      ',["platform","platform","deleteSheetById","Spreadsheets",false,true]' +
      ',["platform","platform","partiallyUpdateSheetById","Spreadsheets",false,true]' +
      ',["platform","platform","getRichTextParagraphs","Content",true,false]' +
      ',["platform","platform","getRangeLinks","Content",true,false]' +
      ',["platform","platform","getRangeLinkById","Content",true,false]' +
      ',["platform","platform","getRangeLinkDestinations","Content",true,false]' +
      ',["platform","platform","tableEdit","Content",false,true]' +
      ',["platform","platform","getDocumentTableCollection","Documents",true,false]' +
      ',["platform","platform","getDocumentBookmarks","Documents",true,false]' +
      ',["platform","platform","editDocumentBookmarks","Documents",false,true]' +
      ',["platform","platform","getDocumentBookmarkById","Documents",true,false]' +
      ',["platform","platform","getPresentationTableCollection","Presentations",true,false]' +
      ',["platform","platform","getPresentationPermissions","Presentations",true,false]' +
      ',["platform","platform","modifyPresentationPermissions","Presentations",false,true]' +
      ',["platform","platform","getSlidePermissions","Presentations",true,false]' +
      ',["platform","platform","modifySlidePermissions","Presentations",false,true]' +
      ',["platform","platform","milestoneCreation","Milestones",false,false]' +
      ',["platform","platform","getMilestoneById","Milestones",true,false]' +
      ',["platform","platform","deleteMilestoneById","Milestones",false,true]' +
      ',["platform","platform","partiallyUpdateMilestoneById","Milestones",false,true]' +
      ',["platform","platform","createEdits","Graph",false,true]' +
      ',["platform","platform","getCustomSchema","Custom schema",true,false]' +
      ',["platform","platform","updateCustomSchema","Custom schema",false,true]' +
      ',["platform","platform","getActivityById","Activities",true,false]' +
      ',["platform","platform","getOrganizations","Organizations",true,false]' +
      ',["platform","platform","getOrganizationActivities","Activities",true,false]' +
      ',["platform","platform","getWorkspaceById","Organizations",true,false]' +
      ',["platform","platform","partiallyUpdateWorkspaceById","Organizations",false,true]' +
      ',["platform","platform","getOrgReportUsers","Organizations",true,false]' +
      ',["platform","platform","getMilestoneCreationResults","Operations",true,false]' +
      ',["platform","platform","getCopyFileResults","Operations",true,false]' +
      ',["platform","platform","getImportFileResults","Operations",true,false]' +
      ',["platform","platform","getTableEditResults","Operations",true,false]' +
      ',["platform","platform","getAnchorById","Content",true,false]' +
      ',["platform","platform","getDestinationLinkById","Content",true,false]' +
      ',["platform","platform","destinationLinkSourceConversion","Content",false,false]' +
      ',["platform","platform","getDrawingElementsById","Content",true,false]' +
      ',["platform","platform","getDrawingAnchors","Content",true,false]' +
      ',["platform","platform","getDrawingAnchorById","Content",true,false]' +
      ',["platform","platform","getDrawingAnchorExtensions","Content",true,false]' +
      ',["platform","platform","imageUpload","Content",false,false]' +
      ',["platform","platform","getImageById","Content",true,false]' +
      ',["platform","platform","getRichTextAnchors","Content",true,false]' +
      ',["platform","platform","richTextAnchorCreation","Content",false,false]' +
      ',["platform","platform","getRichTextAnchorById","Content",true,false]' +
      ',["platform","platform","getRichTextAnchorExtensions","Content",true,false]' +
      ',["platform","platform","richTextDuplicationEdit","Content",false,true]' +
      ',["platform","platform","richTextBatchEdit","Content",false,true]' +
      ',["platform","platform","richTextLinksBatchEdit","Content",false,true]' +
      ',["platform","platform","getStyleGuideById","Content",true,false]' +
      ',["platform","platform","styleGuideExport","Content",false,false]' +
      ',["platform","platform","styleGuideImport","Content",false,false]' +
      ',["platform","platform","getTableAnchors","Content",true,false]' +
      ',["platform","platform","tableAnchorCreation","Content",false,false]' +
      ',["platform","platform","getTableAnchorById","Content",true,false]' +
      ',["platform","platform","getTableAnchorExtensions","Content",true,false]' +
      ',["platform","platform","getTableCells","Content",true,false]' +
      ',["platform","platform","tableCellsBatchEdit","Content",false,true]' +
      ',["platform","platform","getColumnProperties","Content",true,false]' +
      ',["platform","platform","tableFiltersReapplication","Content",false,false]' +
      ',["platform","platform","tableLinksBatchEdit","Content",false,true]' +
      ',["platform","platform","tableRangeLinksEdit","Content",false,true]' +
      ',["platform","platform","getTableProperties","Content",true,false]' +
      ',["platform","platform","partiallyUpdateTableProperties","Content",false,true]' +
      ',["platform","platform","getRowProperties","Content",true,false]' +
      ',["platform","platform","getDestinationLinkSourceConversionResults","Operations",true,false]' +
      ',["platform","platform","getImageUploadCreationResults","Operations",true,false]' +
      ',["platform","platform","getPatchTablePropertiesResults","Operations",true,false]' +
      ',["platform","platform","getRangeLinkEditResults","Operations",true,false]' +
      ',["platform","platform","getRichTextBatchEditResults","Operations",true,false]' +
      ',["platform","platform","getRichTextAnchorCreationResults","Operations",true,false]' +
      ',["platform","platform","getRichTextDuplicationEditResults","Operations",true,false]' +
      ',["platform","platform","getRichTextLinksBatchEditResults","Operations",true,false]' +
      ',["platform","platform","getTableAnchorCreationResults","Operations",true,false]' +
      ',["platform","platform","getTableCellEditResults","Operations",true,false]' +
      ',["platform","platform","getTableLinksEditResults","Operations",true,false]' +
      ',["platform","platform","getTableReapplyFilterResults","Operations",true,false]' +
      ',["platform","platform","getPermissions","Permissions",true,false]' +
      ',["platform","platform","getPermissionById","Permissions",true,false]' +
      ',["platform","platform","getTasks","Tasks",true,false]' +
      ',["platform","platform","createTask","Tasks",false,false]' +
      ',["platform","platform","getTaskById","Tasks",true,false]' +
      ',["platform","platform","deleteTaskById","Tasks",false,true]' +
      ',["platform","platform","partiallyUpdateTaskById","Tasks",false,true]' +
      ',["platform","platform","submitTaskAction","Tasks",false,false]' +
      ',["platform","platform","getActivityActions","Activities",true,false]' +
      ',["platform","platform","getActivityActionById","Activities",true,false]' +
      ',["platform","platform","getPrograms","Sustainability",true,false]' +
      ',["platform","platform","createProgram","Sustainability",false,false]' +
      ',["platform","platform","getProgramById","Sustainability",true,false]' +
      ',["platform","platform","partiallyUpdateProgramById","Sustainability",false,true]' +
      ',["platform","platform","getDimensions","Sustainability",true,false]' +
      ',["platform","platform","createDimension","Sustainability",false,false]' +
      ',["platform","platform","getDimensionById","Sustainability",true,false]' +
      ',["platform","platform","partiallyUpdateDimensionById","Sustainability",false,true]' +
      ',["platform","platform","getMetrics","Sustainability",true,false]' +
      ',["platform","platform","createMetric","Sustainability",false,false]' +
      ',["platform","platform","getMetricById","Sustainability",true,false]' +
      ',["platform","platform","deleteMetricById","Sustainability",false,true]' +
      ',["platform","platform","partiallyUpdateMetricById","Sustainability",false,true]' +
      ',["platform","platform","getValues","Sustainability",true,false]' +
      ',["platform","platform","createValue","Sustainability",false,false]' +
      ',["platform","platform","getMetricValueById","Sustainability",true,false]' +
      ',["platform","platform","deleteMetricValueById","Sustainability",false,true]' +
      ',["platform","platform","partiallyUpdateMetricValueById","Sustainability",false,true]' +
      ',["platform","platform","batchDeletionMetricValues","Sustainability",false,false]' +
      ',["platform","platform","batchUpsertionMetricValues","Sustainability",false,false]' +
      ',["platform","platform","getProgramPermissions","Sustainability",true,false]' +
      ',["platform","platform","programPermissionsModification","Sustainability",false,true]' +
      ',["platform","platform","getTopics","Sustainability",true,false]' +
      ',["platform","platform","createTopic","Sustainability",false,false]' +
      ',["platform","platform","getTopicById","Sustainability",true,false]' +
      ',["platform","platform","deleteTopicById","Sustainability",false,true]' +
      ',["platform","platform","partiallyUpdateTopicById","Sustainability",false,true]' +
      ',["platform","platform","getOrganizationById","Admin",true,false]' +
      ',["platform","platform","partiallyUpdateOrganizationById","Admin",false,true]' +
      ',["platform","platform","getOrganizationRoles","Admin",true,false]' +
      ',["platform","platform","getOrganizationSolutions","Admin",true,false]' +
      ',["platform","platform","getOrganizationUsers","Admin",true,false]' +
      ',["platform","platform","createOrganizationUser","Admin",false,false]' +
      ',["platform","platform","assignUserToOrganization","Admin",false,false]' +
      ',["platform","platform","getOrganizationUserById","Admin",true,false]' +
      ',["platform","platform","deleteOrganizationUserById","Admin",false,true]' +
      ',["platform","platform","partiallyUpdateOrganizationUserById","Admin",false,true]' +
      ',["platform","platform","getOrganizationUserRoleList","Admin",true,false]' +
      ',["platform","platform","assignOrganizationUserRoles","Admin",false,false]' +
      ',["platform","platform","revokeOrganizationUserRoles","Admin",false,false]' +
      ',["platform","platform","getWorkspaces","Admin",true,false]' +
      ',["platform","platform","createWorkspace","Admin",false,false]' +
      ',["platform","platform","getWorkspaceGroups","Admin",true,false]' +
      ',["platform","platform","createWorkspaceGroup","Admin",false,false]' +
      ',["platform","platform","getWorkspaceGroupById","Admin",true,false]' +
      ',["platform","platform","deleteWorkspaceGroupById","Admin",false,true]' +
      ',["platform","platform","partiallyUpdateWorkspaceGroupById","Admin",false,true]' +
      ',["platform","platform","getWorkspaceGroupMembers","Admin",true,false]' +
      ',["platform","platform","modifyWorkspaceGroupMembers","Admin",false,true]' +
      ',["platform","platform","getWorkspaceMemberships","Admin",true,false]' +
      ',["platform","platform","createWorkspaceMembership","Admin",false,false]' +
      ',["platform","platform","workspaceMembershipCreationWithOptions","Admin",false,false]' +
      ',["platform","platform","getWorkspaceMembershipById","Admin",true,false]' +
      ',["platform","platform","deleteWorkspaceMembershipById","Admin",false,true]' +
      ',["platform","platform","getOrganizationWorkspaceMembershipRoles","Admin",true,false]' +
      ',["platform","platform","assignWorkspaceMembershipRoles","Admin",false,false]' +
      ',["platform","platform","revokeWorkspaceMembershipRoles","Admin",false,false]' +
      ',["platform","platform","getOrganizationWorkspaceRoles","Admin",true,false]' +
      ',["platform","platform","getWorkspaceSolutions","Admin",true,false]' +
      ',["platform","platform","getWorkspaceSolutionsByID","Admin",true,false]' +
      ',["platform","platform","getBatchUpsertionMetricValuesResults","Operations",true,false]' +
      ',["platform","platform","getTestForms","Test forms",true,false]' +
      ',["platform","platform","getTestFormById","Test forms",true,false]' +
      ',["platform","platform","testFormExport","Test forms",false,false]' +
      ',["platform","platform","getTestPhases","Test forms",true,false]' +
      ',["platform","platform","getTestPhaseById","Test forms",true,false]' +
      ',["platform","platform","testPhaseAttachmentUpload","Test forms",false,false]' +
      ',["platform","platform","getTestPhaseAttachments","Test forms",true,false]' +
      ',["platform","platform","getTestPhaseAttachmentById","Test forms",true,false]' +
      ',["platform","platform","testPhaseAttachmentDownloadById","Test forms",false,false]' +
      ',["platform","platform","testPhaseAttachmentExportById","Test forms",false,false]' +
      ',["platform","platform","getMatrices","Test forms",true,false]' +
      ',["platform","platform","createMatrix","Test forms",false,false]' +
      ',["platform","platform","getMatrixById","Test forms",true,false]' +
      ',["platform","platform","matrixAttachmentUpload","Test forms",false,false]' +
      ',["platform","platform","getMatrixAttachments","Test forms",true,false]' +
      ',["platform","platform","getMatrixAttachmentById","Test forms",true,false]' +
      ',["platform","platform","matrixAttachmentDownloadById","Test forms",false,false]' +
      ',["platform","platform","matrixAttachmentExportById","Test forms",false,false]' +
      ',["platform","platform","getSamples","Samples",true,false]' +
      ',["platform","platform","createSample","Samples",false,false]' +
      ',["platform","platform","sampleUpdate","Samples",false,true]' +
      ',["platform","platform","sampleAttachmentUpload","Samples",false,false]' +
      ',["platform","platform","getSampleAttachmentById","Samples",true,false]' +
      ',["platform","platform","sampleAttachmentDownloadById","Samples",false,false]' +
      ',["platform","platform","sampleAttachmentExportById","Samples",false,false]' +
      ',["platform","platform","getDocuments","Documents",true,false]' +
      ',["platform","platform","getDocumentById","Documents",true,false]' +
      ',["platform","platform","partiallyUpdateDocumentById","Documents",false,true]' +
      ',["platform","platform","documentExport","Documents",false,false]' +
      ',["platform","platform","documentFiltersReapplication","Documents",false,false]' +
      ',["platform","platform","documentLinksPublication","Documents",false,false]' +
      ',["platform","platform","getDocumentMilestones","Documents",true,false]' +
      ',["platform","platform","getDocumentPermissions","Documents",true,false]' +
      ',["platform","platform","documentPermissionsModification","Documents",false,true]' +
      ',["platform","platform","getSections","Documents",true,false]' +
      ',["platform","platform","createSection","Documents",false,false]' +
      ',["platform","platform","getSectionById","Documents",true,false]' +
      ',["platform","platform","deleteSectionById","Documents",false,true]' +
      ',["platform","platform","partiallyUpdateSectionById","Documents",false,true]' +
      ',["platform","platform","copySection","Documents",false,false]' +
      ',["platform","platform","editSections","Documents",false,true]' +
      ',["platform","platform","getSectionPermissions","Documents",true,false]' +
      ',["platform","platform","sectionPermissionsModification","Documents",false,true]' +
      ',["platform","platform","getFiles","Files",true,false]' +
      ',["platform","platform","createFile","Files",false,false]' +
      ',["platform","platform","getTrashedFiles","Files",true,false]' +
      ',["platform","platform","getFilePermissions","Files",true,false]' +
      ',["platform","platform","filePermissionsModification","Files",false,true]' +
      ',["platform","platform","getRecords","Graph",true,false]' +
      ',["platform","platform","getRecordById","Graph",true,false]' +
      ',["platform","platform","graphReportExport","Graph",false,false]' +
      ',["platform","platform","getTypes","Graph",true,false]' +
      ',["platform","platform","getTypeById","Graph",true,false]' +
      ',["platform","platform","getPatchDocumentResults","Operations",true,false]' +
      ',["platform","platform","getPatchPresentationResults","Operations",true,false]' +
      ',["platform","platform","getPatchSectionResults","Operations",true,false]' +
      ',["platform","platform","getPatchSheetResults","Operations",true,false]' +
      ',["platform","platform","getPatchSlideLayoutResults","Operations",true,false]' +
      ',["platform","platform","getPatchSlideResults","Operations",true,false]' +
      ',["platform","platform","getPatchSpreadsheetResults","Operations",true,false]' +
      ',["platform","platform","getPresentationById","Presentations",true,false]' +
      ',["platform","platform","partiallyUpdatePresentationById","Presentations",false,true]' +
      ',["platform","platform","presentationExport","Presentations",false,false]' +
      ',["platform","platform","presentationFiltersReapplication","Presentations",false,false]' +
      ',["platform","platform","presentationLinksPublication","Presentations",false,false]' +
      ',["platform","platform","getPresentationMilestones","Presentations",true,false]' +
      ',["platform","platform","getSlideLayouts","Presentations",true,false]' +
      ',["platform","platform","getSlideLayoutById","Presentations",true,false]' +
      ',["platform","platform","partiallyUpdateSlideLayoutById","Presentations",false,true]' +
      ',["platform","platform","getSlides","Presentations",true,false]' +
      ',["platform","platform","getSlideById","Presentations",true,false]' +
      ',["platform","platform","partiallyUpdateSlideById","Presentations",false,true]' +
      ',["platform","platform","getSpreadsheets","Spreadsheets",true,false]' +
      ',["platform","platform","getDatasets","Spreadsheets",true,false]' +
      ',["platform","platform","upsertDatasets","Spreadsheets",false,false]' +
      ',["platform","platform","spreadsheetExport","Spreadsheets",false,false]' +
      ',["platform","platform","spreadsheetFiltersReapplication","Spreadsheets",false,false]' +
      ',["platform","platform","spreadsheetLinksPublication","Spreadsheets",false,false]' +
      ',["platform","platform","getSpreadsheetMilestones","Spreadsheets",true,false]' +
      ',["platform","platform","getSpreadsheetPermissions","Spreadsheets",true,false]' +
      ',["platform","platform","spreadsheetPermissionsModification","Spreadsheets",false,true]' +
      ',["platform","platform","getSheets","Spreadsheets",true,false]' +
      ',["platform","platform","createSheet","Spreadsheets",false,false]' +
      ',["platform","platform","copySheet","Spreadsheets",false,false]' +
      ',["platform","platform","getSheetPermissions","Spreadsheets",true,false]' +
      ',["platform","platform","sheetPermissionsModification","Spreadsheets",false,true]' +
      ',["platform","platform","getSheetData","Spreadsheets",true,false]' +
      ',["platform","platform","updateSheet","Spreadsheets",false,true]' +
      ',["prep","prep","startFileValidation","Validation",false,true]' +
      ',["prep","prep","importFile","Tables",false,false]' +
      ',["prep","prep","listTags","Tags",true,false]' +
      ',["prep","prep","createTag","Tags",false,false]' +
      ',["prep","prep","getSelectList","Select lists",true,false]' +
      ',["prep","prep","updateSelectList","Select lists",false,true]' +
      ',["prep","prep","deleteSelectList","Select lists",false,true]' +
      ',["prep","prep","getTable","Tables",true,false]' +
      ',["prep","prep","updateTable","Tables",false,true]' +
      ',["prep","prep","deleteTable","Tables",false,true]' +
      ',["prep","prep","deleteWorkspace","Administration",false,true]' +
      ',["prep","prep","exportWorkspace","Administration",true,false]' +
      ',["prep","prep","importData","Administration",false,true]' +
      ',["prep","prep","findWorkspaceFilesBySize","Administration",true,false]' +
      ',["prep","prep","getWorkspaceQueryUsage","Administration",true,false]' +
      ',["prep","prep","getWorkspaceUploadUsage","Administration",true,false]' +
      ',["prep","prep","validateTables","Validation",false,true]' +
      ',["prep","prep","listConnections","Connections",true,false]' +
      ',["prep","prep","refreshBatch","Connections",false,false]' +
      ',["prep","prep","getRefreshBatchStatus","Connections",true,false]' +
      ',["prep","prep","getConnection","Connections",true,false]' +
      ',["prep","prep","refreshConnection","Connections",false,false]' +
      ',["prep","prep","getRefreshStatus","Connections",true,false]' +
      ',["prep","prep","search","Folders",true,false]' +
      ',["prep","prep","getFiles","Files",true,false]' +
      ',["prep","prep","uploadFile","Files",false,false]' +
      ',["prep","prep","validateFilename","Files",true,false]' +
      ',["prep","prep","getFile","Files",true,false]' +
      ',["prep","prep","deleteFile","Files",false,true]' +
      ',["prep","prep","downloadImportedFile","Files",true,false]' +
      ',["prep","prep","getErrors","Files",true,false]' +
      ',["prep","prep","exportFileToSpreadsheets","Files",false,false]' +
      ',["prep","prep","listFolders","Folders",true,false]' +
      ',["prep","prep","createFolder","Folders",false,false]' +
      ',["prep","prep","getFolder","Folders",true,false]' +
      ',["prep","prep","updateFolder","Folders",false,true]' +
      ',["prep","prep","deleteFolder","Folders",false,true]' +
      ',["prep","prep","listChildren","Folders",true,false]' +
      ',["prep","prep","setChildren","Folders",false,true]' +
      ',["prep","prep","listParameters","Parameters",true,false]' +
      ',["prep","prep","createParameter","Parameters",false,false]' +
      ',["prep","prep","getParameter","Parameters",true,false]' +
      ',["prep","prep","updateParameter","Parameters",false,true]' +
      ',["prep","prep","deleteParameter","Parameters",false,true]' +
      ',["prep","prep","listPivotViews","Pivot views",true,false]' +
      ',["prep","prep","createPivotView","Pivot views",false,false]' +
      ',["prep","prep","getPivotView","Pivot views",true,false]' +
      ',["prep","prep","updatePivotView","Pivot views",false,true]' +
      ',["prep","prep","deletePivotView","Pivot views",false,true]' +
      ',["prep","prep","listQueries","Queries",true,false]' +
      ',["prep","prep","createQuery","Queries",false,false]' +
      ',["prep","prep","getQueryColumnData","Queries",false,false]' +
      ',["prep","prep","isQueryValid","Queries",false,false]' +
      ',["prep","prep","getQuery","Queries",true,false]' +
      ',["prep","prep","updateQuery","Queries",false,true]' +
      ',["prep","prep","deleteQuery","Queries",false,true]' +
      ',["prep","prep","getDependencies","Queries",true,false]' +
      ',["prep","prep","getTablesDependentOnQuery","Queries",true,false]' +
      ',["prep","prep","describeQuery","Queries",false,false]' +
      ',["prep","prep","listQueryResults","Query results",true,false]' +
      ',["prep","prep","runQuery","Query results",false,false]' +
      ',["prep","prep","getQueryResult","Query results",true,false]' +
      ',["prep","prep","cancelQuery","Query results",false,true]' +
      ',["prep","prep","downloadQueryResult","Query results",true,false]' +
      ',["prep","prep","exportQueryResultToSpreadsheets","Query results",false,false]' +
      ',["prep","prep","listSelectLists","Select lists",true,false]' +
      ',["prep","prep","createSelectList","Select lists",false,false]' +
      ',["prep","prep","listSharedTables","Shared tables",true,false]' +
      ',["prep","prep","createSharedTable","Shared tables",false,false]' +
      ',["prep","prep","getSharedTable","Shared tables",true,false]' +
      ',["prep","prep","deleteSharedTable","Shared tables",false,true]' +
      ',["prep","prep","getTables","Tables",true,false]' +
      ',["prep","prep","createTable","Tables",false,false]' +
      ',["prep","prep","getDependents","Tables",true,false]' +
      ',["prep","prep","unimportFile","Tables",false,true]' +
      ',["prep","prep","getImportInfo","Tables",true,false]' +
      ',["prep","prep","importFromSpreadsheets","Tables",false,false]' +
      ',["prep","prep","updateTag","Tags",false,true]' +
      ',["prep","prep","deleteTag","Tags",false,true]' +
      ',["prep","prep","createToken","Tokens",false,false]' +
      ',["prep","prep","downloadFile","Tokens",true,false]' +
      ',["prep","prep","parseDate","Utilities",false,false]' +
      ',["prep","prep","healthCheck","Health",true,false]' +
      ',["chains","chains","listChains","Chains",true,false]' +
      ',["chains","chains","listUsers","Users",true,false]' +
      ',["chains","chains","getUser","Users",true,false]' +
      ',["chains","chains","exportChain","Chains",false,false]' +
      ',["chains","chains","publishChain","Chains",false,false]' +
      ',["chains","chains","publishMappingGroup","Mapping groups",false,false]' +
      ',["chains","chains","updateMappingGroupRules","Mapping groups",false,true]' +
      ',["chains","chains","importChain","Chains",false,false]' +
      ',["chains","chains","searchChainRuns","Chain runs",true,false]' +
      ',["chains","chains","getChainRun","Chain runs",true,false]' +
      ',["chains","chains","getChainRunNodes","Chain runs",true,false]' +
      ',["chains","chains","stopChainRun","Chain runs",false,false]' +
      ',["chains","chains","searchChainRunInputs","Chain runs",true,false]' +
      ',["chains","chains","listChainRuns","Chain runs",true,false]' +
      ',["chains","chains","startChain","Chain runs",false,false]' +
      ',["chains","chains","searchChains","Chains",true,false]' +
      ',["chains","chains","getChain","Chains",true,false]' +
      ',["chains","chains","listChainCommands","Chains",true,false]' +
      ',["chains","chains","listWorkspaces","Workspaces",true,false]' +
      ',["chains","chains","getWorkspace","Workspaces",true,false]' +
      ',["chains","chains","listEnvironments","Environments",true,false]' +
      ',["chains","chains","getEnvironment","Environments",true,false]' +
      ',["chains","chains","listAuthorizationActivities","Security activity",true,false]' +
      ',["chains","chains","listLoginActivities","Security activity",true,false]' +
      ',["chains","chains","listPermissions","Permissions",true,false]' +
      ',["chains","chains","listUserGroups","User groups",true,false]' +
      ',["chains","chains","getUserGroup","User groups",true,false]' +
      ',["chains","chains","listUserGroupPermissions","User groups",true,false]' +
      ',["chains","chains","listGroupsOfUser","Users",true,false]' +
      ',["processes-preview","platform","getProcesses","Processes",true,false]' +
      ',["processes-preview","platform","createProcess","Processes",false,false]' +
      ',["processes-preview","platform","getProcessById","Processes",true,false]' +
      ',["processes-preview","platform","partiallyUpdateProcessById","Processes",false,true]' +
      ',["processes-preview","platform","batchUpdateProcess","Processes",false,true]' +
      ',["processes-preview","platform","runProcess","Processes",false,false]' +
      ',["processes-preview","platform","validateProcess","Processes",false,false]' +
      ',["processes-preview","platform","getProcessRunById","Process runs",true,false]' +
      "]",
  ) as unknown[][]
).map((row) => Object.fromEntries(FIELDS.map((field, i) => [field, row[i]])) as CatalogOperationSummary);
