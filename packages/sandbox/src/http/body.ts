import type { OperationInfo } from "../contract/validator.js";
import { ApiError, tooLarge } from "../core/api-error.js";
import { concatChunks } from "../core/bytes.js";

/** Reads at most `limit` bytes of a request body; a longer body is a 413. */
export async function readLimited(request: Request, limit: number): Promise<Uint8Array> {
  const declared = request.headers.get("content-length");
  if (declared !== null && Number(declared) > limit) throw tooLarge(limit, Number(declared));
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      throw tooLarge(limit);
    }
    chunks.push(value);
  }
  return concatChunks(chunks, size);
}

/** The media type of the request's body, which must be one the operation accepts (else 415). */
function acceptedMediaType(request: Request, accepted: readonly string[]): string {
  const contentType = request.headers.get("content-type");
  const mediaType = (contentType ?? "").split(";")[0]!.trim().toLowerCase();
  if (!accepted.includes(mediaType)) {
    throw new ApiError(
      415,
      "unsupported_media_type",
      `Content-Type ${contentType ? `'${contentType}'` : "(none)"} is not accepted here; send ${accepted.join(" or ")}.`,
      { target: "Content-Type" },
    );
  }
  return mediaType;
}

/** The body as text; bytes that are not UTF-8 are a 400. */
function utf8(bytes: Uint8Array): string {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new ApiError(400, "invalid_request", "Request body is not valid UTF-8.", { target: "body" });
  }
}

/** A form body: each field's value, or its values when it is repeated. */
function parseForm(text: string): Record<string, string | string[]> {
  const form: Record<string, string | string[]> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const prev = form[key];
    form[key] = prev === undefined ? value : Array.isArray(prev) ? [...prev, value] : [prev, value];
  }
  return form;
}

/** A JSON body, refused (400) when it does not parse or nests deeper than {@link MAX_DEPTH}. */
function parseJson(text: string): unknown {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text) as unknown;
  } catch (error) {
    throw new ApiError(
      400,
      "invalid_request",
      `Request body is not valid JSON: ${(error as Error).message}.`,
      {
        target: "body",
      },
    );
  }
  if (depthExceeds(parsed, MAX_DEPTH)) {
    throw new ApiError(
      400,
      "invalid_request",
      `Request body nests objects or arrays more than ${MAX_DEPTH} levels deep.`,
      { target: "body" },
    );
  }
  return parsed;
}

/** A multipart form body: each part's text by name (a file part's content as text), refused (400) when malformed. */
async function parseMultipart(bytes: Uint8Array, contentType: string): Promise<Record<string, string>> {
  let form: FormData;
  try {
    form = await new Response(bytes as Uint8Array<ArrayBuffer>, {
      headers: { "content-type": contentType },
    }).formData();
  } catch (error) {
    throw new ApiError(
      400,
      "invalid_request",
      `Request body is not a valid multipart form: ${(error as Error).message}.`,
      {
        target: "body",
      },
    );
  }
  const fields: Record<string, string> = {};
  for (const [name, value] of form) fields[name] = typeof value === "string" ? value : await value.text();
  return fields;
}

/**
 * The parsed body of a request to `op`: JSON, a form for operations that accept
 * `application/x-www-form-urlencoded`, or the parts of a `multipart/form-data` upload. Undefined when
 * the operation takes no body or none was sent.
 */
export async function readBody(request: Request, op: OperationInfo, limit: number): Promise<unknown> {
  if (!op.requestBody) return undefined;
  const bytes = await readLimited(request, limit);
  if (bytes.byteLength === 0) return undefined;
  const mediaType = acceptedMediaType(request, op.requestBody.mediaTypes);
  if (mediaType === "multipart/form-data") return parseMultipart(bytes, request.headers.get("content-type")!);
  const text = utf8(bytes);
  return mediaType === "application/x-www-form-urlencoded" ? parseForm(text) : parseJson(text);
}

/** How deep a JSON body may nest; deeper bodies are refused before anything walks them recursively. */
export const MAX_DEPTH = 64;

function depthExceeds(value: unknown, limit: number): boolean {
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (typeof node !== "object" || node === null) continue;
    if (depth > limit) return true;
    for (const child of Object.values(node)) stack.push([child, depth + 1]);
  }
  return false;
}
