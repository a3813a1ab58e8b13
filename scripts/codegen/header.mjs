// What every generated file starts with, and how a plain value is written as TypeScript.

/** The do-not-edit header: `origin` says what the file is produced from and by what. */
export function header(origin) {
  return [
    "// ⚠️ GENERATED FILE: DO NOT EDIT.",
    `// ${origin}`,
    "// Change the spec, then run `pnpm generate`; CI fails when this file drifts from the spec.",
    "",
  ].join("\n");
}

/** A plain value as a TypeScript literal: `{ api: "platform", pageSize: { param: "$maxpagesize" } }`. */
export function literal(value) {
  if (value === null || typeof value !== "object") return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(literal).join(", ")}]`;
  const key = (k) => (/^[A-Za-z_$][\w$]*$/.test(k) ? k : JSON.stringify(k));
  return `{ ${Object.entries(value)
    .map(([k, v]) => `${key(k)}: ${literal(v)}`)
    .join(", ")} }`;
}
