// A small YAML 1.2 writer for JSON values: block style, strings quoted whenever plain style could
// read back as something else.

const PLAIN = /^[A-Za-z_/][\w ./@:+-]*$/;
const RESERVED = /^(true|false|null|yes|no|on|off|y|n|~)$/i;

function scalar(value: unknown): string {
  if (value === null || value === undefined) return "null";
  if (typeof value === "string") {
    if (value === "" || !PLAIN.test(value) || RESERVED.test(value) || /:\s|\s$|#/.test(value)) {
      return JSON.stringify(value);
    }
    return value;
  }
  return String(value);
}

const isEmptyCollection = (v: unknown) =>
  v !== null && typeof v === "object" && (Array.isArray(v) ? v.length === 0 : Object.keys(v).length === 0);

function lines(value: unknown, indent: string): string[] {
  if (Array.isArray(value)) {
    if (value.length === 0) return [`${indent}[]`];
    return value.flatMap((item) => {
      if (item !== null && typeof item === "object" && !isEmptyCollection(item)) {
        const [first = "", ...rest] = lines(item, `${indent}  `);
        return [`${indent}- ${first.trimStart()}`, ...rest];
      }
      return [`${indent}- ${isEmptyCollection(item) ? JSON.stringify(item) : scalar(item)}`];
    });
  }
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value);
    if (entries.length === 0) return [`${indent}{}`];
    return entries.flatMap(([key, v]) => {
      const k = PLAIN.test(key) && !RESERVED.test(key) ? key : JSON.stringify(key);
      if (v !== null && typeof v === "object" && !isEmptyCollection(v))
        return [`${indent}${k}:`, ...lines(v, `${indent}  `)];
      return [`${indent}${k}: ${isEmptyCollection(v) ? JSON.stringify(v) : scalar(v)}`];
    });
  }
  return [`${indent}${scalar(value)}`];
}

/** A JSON value as a YAML document. */
export const renderYaml = (value: unknown): string => `${lines(value, "").join("\n")}\n`;
