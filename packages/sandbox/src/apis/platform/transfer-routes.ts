import { rmSync } from "node:fs";
import { Hono } from "hono";
import type { OperationInfo } from "../../contract/validator.js";
import { DEFAULT_VERSION, SUPPORTED_VERSIONS } from "../../contract/versions.js";
import { ApiError } from "../../core/api-error.js";
import type { Engine } from "../../engine/engine.js";
import { authenticate } from "../../http/auth.js";
import { errorBody } from "../../http/errors.js";
import { fileStream, receiveBody } from "../../state/blob-files.js";
import { download } from "./file-export.js";
import { receiveUpload, uploadTarget } from "./file-import.js";

/** Largest file an import accepts at its upload URL (over 1 MiB it is streamed to a temporary file). */
export const UPLOAD_LIMIT_BYTES = 1024 * 1024 * 1024;

const route = (operationId: string, scope: string): OperationInfo => ({
  operationId,
  method: "",
  path: "",
  routePath: "",
  secured: true,
  scopeAlternatives: [[scope]],
  requestBody: null,
});

/** Answers a transfer request, rendering an ApiError in the platform's error shape. */
async function serve(request: Request, run: () => Promise<Response> | Response): Promise<Response> {
  const requested = request.headers.get("x-version");
  const version =
    requested !== null && (SUPPORTED_VERSIONS as readonly string[]).includes(requested)
      ? requested
      : DEFAULT_VERSION;
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return new Response(JSON.stringify(errorBody("platform", version, error)), {
      status: error.status,
      headers: { ...error.extra.headers, "content-type": "application/json; charset=utf-8" },
    });
  }
}

/**
 * The platform host's sandbox-only routes, outside the spec: `PUT /__sandbox/uploads/{id}` takes an
 * import's bytes (the import's `uploadUrl`), `GET /__sandbox/downloads/{id}` serves an export's bytes
 * (the completed export's `resourceUrl`). Both need a bearer token, like the API: file:write to upload,
 * file:read to download.
 */
export function transferApp(engine: Engine): Hono {
  const app = new Hono();
  app.put("/__sandbox/uploads/:id", (c) =>
    serve(c.req.raw, async () => {
      engine.tick();
      authenticate(engine, c.req.raw, route("uploadFileBytes", "file:write"));
      uploadTarget(engine, c.req.param("id")); // refuse before reading a byte
      const received = await receiveBody(c.req.raw, UPLOAD_LIMIT_BYTES);
      try {
        const type = c.req.header("content-type") ?? "application/octet-stream";
        receiveUpload(engine, c.req.param("id"), received, type);
      } catch (error) {
        if (received.file) rmSync(received.file, { force: true }); // another upload won the race
        throw error;
      }
      return new Response(null, { status: 204 });
    }),
  );
  app.get("/__sandbox/downloads/:id", (c) =>
    serve(c.req.raw, () => {
      engine.tick();
      authenticate(engine, c.req.raw, route("downloadExport", "file:read"));
      const blob = download(engine, c.req.param("id"));
      // A large blob streams from its file as the client reads it; a small one is sent whole.
      const bytes = blob.file ? undefined : Buffer.from(blob.base64, "base64");
      return new Response(blob.file ? fileStream(blob.file) : bytes, {
        status: 200,
        headers: {
          "content-type": blob.contentType,
          "content-length": String(bytes ? bytes.byteLength : (blob.size ?? 0)),
          "content-disposition": `attachment; filename="${blob.fileName.replace(/["\\\r\n]/g, "_")}"`,
        },
      });
    }),
  );
  return app;
}
