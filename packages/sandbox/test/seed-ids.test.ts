import { describe, expect, it } from "vitest";
import { createSandbox } from "../src/index.js";

// The READMEs and the docs use these ids in runnable examples (checked by @reportkit/snippet-tests):
// a change to the seed that moves one of them breaks every page that names it.
describe("the demo ids of seed 1", () => {
  it("stay the same, so the docs can name them", () => {
    const { demo } = createSandbox({ seed: 1, responseValidation: "off" });
    expect(demo).toEqual({
      serviceProviderId: "b918c367-e55f-488d-b410-7e991355703e",
      organizationId: "6cf764cf-ca59-43c5-b0e6-58c6862c38f0",
      workspaceId: "4267b0a3-2005-4652-921f-37a357cd3d32",
      otherWorkspaceId: "a9fa6c9c-0a4b-4416-8efa-7c9cb16ff9c0",
      folderIds: [
        "03848663029f5f50b42a8a636793b67a",
        "c14f2bdf85dd98163e14e2680393a659",
        "bf4e108644c0319d0a18e0432d5bccf5",
      ],
      fileId: "ef4d445f4dd0313a4a734469555dab49",
      spreadsheetId: "74817e0bd5f6954827669343c87f8a0e",
      sheetId: "59a2fc55cafc60b8e50bc7052ade39ee",
      summarySheetId: "e4a41720c3cfb4593ff29d0d2eaf897c",
      testFormId: "3fe27925-1254-4f10-9d2f-388fc76a3481",
      testPhaseId: "e65c5159-4611-4f8f-b6b6-cc93e7f11a5e",
      matrixId: "71f689e1-1a12-4a9d-8a85-46e0c4b911cd",
      dataColumns: [
        "e3ce00b6-e36e-4887-9c3d-94b92eef9c43",
        "371fee56-aea2-467a-aea2-a6ebb41e9093",
        "7530b512-6f3c-484f-ac78-759504f2361f",
      ],
      resultColumns: ["20641d75-c459-4a23-a44c-623ede9ac305", "fb5d5264-9173-4427-a5f4-e40b45494563"],
      sampleWithAttachmentsId: "384db339-674e-4057-8fb1-99d363874d39",
      tableId: "d8205bca61a04d77ba769ab98c31ee77",
      inconsistentTableId: "55c68ceb5ae7487195a20584e26ba766",
      selectListId: "sl-1c8955",
      environments: ["env-dev", "env-prod"],
      userId: "usr-1001",
      workingPapersFolderId: "c14f2bdf85dd98163e14e2680393a659",
      closeFolderId: "aeccd280a937987284ca29970b53e582",
      presentationId: "b510abb94c69d6e19210bc42201ebdaa",
      richTextId: "2b6b29809572d20276c74e3bd972ca72",
      contentTableId: "1a950a60468caa782c33f1904bc28fef",
      rangeLinkId: "3386f35525b6d61483a6e90e4765a80f",
      destinationTableId: "be377808eba919e36a500c5899c2fbe7",
      milestoneId: "fe2b6036-1835-4d1d-85c4-8a09b3d1a979",
      controlSpreadsheetId: "12e14ad3fa7257f2af5286c4b8a5b97d",
      xbrlSheetId: "3a18622dc6564d4efaf26016445d57dd",
      graphRecordIds: [
        "b3085e55-320b-4c07-87cf-2ffa8c2fa6b2",
        "b4cfa037-aa26-42b2-979c-f64b0a250d1b",
        "0cc680ee-6b33-4e15-990b-0ba90cdcef6a",
        "dc89860a-e9c0-4bd5-85ef-b8c26682d6f1",
      ],
    });
  });
});
