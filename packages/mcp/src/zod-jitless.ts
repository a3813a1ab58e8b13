/**
 * Loads a module that makes the MCP SDK's protocol schemas (its server, a transport) once zod's jitless
 * is set: no compiled fast path per object schema (zod writes one with `new Function` at a schema's
 * first parse, and a server parses far too few messages of each kind to pay the compilation back).
 * Read when a schema is made, so set before the SDK's modules run. zod is the SDK's: nothing of this
 * server makes a zod schema, and a start (the stdio opening) loads neither.
 */
export async function withJitlessZod<T>(load: () => Promise<T>): Promise<T> {
  const { config } = await import("zod");
  config({ jitless: true });
  return load();
}
