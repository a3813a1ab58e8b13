import { z } from "zod";
import type { ObjectSchema } from "./schemas.js";
import type { Parsed } from "./tool.js";

/** A hand-written tool's input, from its zod schema: the JSON Schema `tools/list` gives, and the check. */
export function zodInput<T extends z.ZodType>(
  schema: T,
): { inputSchema: ObjectSchema; parse(args: unknown): Parsed<z.output<T>> } {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { io: "input" }) as Record<string, unknown>;
  return {
    inputSchema: json as unknown as ObjectSchema,
    parse(args) {
      const result = schema.safeParse(args ?? {});
      if (result.success) return { ok: true, value: result.data };
      const problems = result.error.issues.map((issue) => {
        const path = issue.path
          .map((key) => (typeof key === "number" ? `[${key}]` : `.${String(key)}`))
          .join("");
        return `arguments${path} ${issue.message}`;
      });
      return { ok: false, problems };
    },
  };
}
