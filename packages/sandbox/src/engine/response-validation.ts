import type { ApiName } from "../contract/load.js";
import type { Issue } from "../contract/validator.js";

/** What to do when a response the sandbox sends does not match the spec. */
export type ResponseValidationMode = "off" | "warn" | "throw";

/** A response that did not match the spec. */
export interface ResponseMismatch {
  api: ApiName;
  operationId: string;
  method: string;
  url: string;
  status: number;
  issues: Issue[];
}

export class ResponseValidationError extends Error {
  constructor(readonly mismatch: ResponseMismatch) {
    super(
      `sandbox response does not match the ${mismatch.api} spec: ${mismatch.method} ${mismatch.url} -> ${mismatch.status} ` +
        `(${mismatch.operationId}): ${mismatch.issues.map((i) => `${i.where} ${i.message}`).join("; ")}`,
    );
    this.name = "ResponseValidationError";
  }
}
