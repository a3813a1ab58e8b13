/** An error answer, rendered in the shape of the API that gives it. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: {
      target?: string;
      details?: Record<string, unknown>[];
      headers?: Record<string, string>;
      /** For the data-preparation API: several messages instead of one. */
      messages?: string[];
    } = {},
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export const badRequest = (message: string, target?: string, details?: Record<string, unknown>[]) =>
  new ApiError(400, "invalid_request", message, {
    ...(target ? { target } : {}),
    ...(details ? { details } : {}),
  });

export const notFound = (message: string, target?: string) =>
  new ApiError(404, "not_found", message, target ? { target } : {});

/** The 501 of an operation nothing emulates. */
export const notImplemented = (operationId: string) =>
  new ApiError(501, "not_implemented", `The sandbox does not implement ${operationId} yet.`);

/** The 413 for a body (`what`: "Request body", "Upload") over `limit` bytes; `size` when it was declared. */
export const tooLarge = (limit: number, size?: number, what = "Request body") =>
  new ApiError(
    413,
    "payload_too_large",
    `${what} ${size === undefined ? "exceeds" : `is ${size} bytes; it exceeds`} the sandbox limit of ${limit} bytes.`,
  );
