import { UsageError } from "../errors.js";
import { cellText, valueAt } from "./pick.js";

// `--template <text>`: a small, documented subset of Go templates (gh's --template), written once per
// item of a list or once for one object, each followed by a new line:
//   {{.id}}  {{.owner.email}}  the value at a dotted path (objects and lists as JSON, nothing as empty)
//   {{.}}                      the item itself
//   \t \n                      a tab, a new line

const PLACEHOLDER = /\{\{\s*\.([\w.$-]*)\s*\}\}/g;

/** The dotted paths a template reads (`{{.}}` reads none); a usage error for `{{` it cannot read. */
export function templatePaths(template: string): string[] {
  const rest = template.replace(PLACEHOLDER, "");
  if (rest.includes("{{"))
    throw new UsageError(
      `--template: only {{.path}} placeholders are understood (${rest.slice(rest.indexOf("{{")).split("}}")[0]}}} is not one).`,
    );
  return [...template.matchAll(PLACEHOLDER)].map((m) => m[1]!).filter(Boolean);
}

/** One item through the template, with its new line. */
export function renderTemplate(template: string, item: unknown): string {
  const text = template
    .replace(PLACEHOLDER, (_, path: string) => cellText(path === "" ? item : valueAt(item, path)))
    .replaceAll("\\t", "\t")
    .replaceAll("\\n", "\n");
  return text.endsWith("\n") ? text : `${text}\n`;
}
