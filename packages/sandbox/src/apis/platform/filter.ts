/**
 * The activities `$filter` language: a tokenizer and a recursive-descent parser.
 *
 *   expression := and ("or" and)*
 *   and        := primary ("and" primary)*
 *   primary    := "(" expression ")" | comparison
 *   comparison := property ("eq" | "lt" | "gt" | "le" | "ge") literal | property "in" "(" literal ("," literal)* ")"
 *   literal    := 'quoted text' (a quote inside is doubled: 'it''s') | ISO 8601 timestamp
 *
 * Properties and their predicates: action.alias, action.id, performer.id, target.id (eq, in);
 * activityDateTime (eq, lt, gt, le, ge, against a timestamp).
 */

import type { Activity } from "../../state/types.js";

type TokenKind = "(" | ")" | "," | "string" | "timestamp" | "word" | "end";

interface Token {
  kind: TokenKind;
  text: string;
  value: string;
  /** 1-based position of the token's first character. */
  position: number;
}

export class FilterError extends Error {
  constructor(
    readonly reason: string,
    readonly position: number,
    readonly expected: string,
  ) {
    super(`Invalid $filter at position ${position}: ${reason}`);
    this.name = "FilterError";
  }
}

const TEXT_PROPERTIES = ["action.alias", "action.id", "performer.id", "target.id"] as const;
const TIME_PROPERTY = "activityDateTime";
export const FILTER_PROPERTIES = [...TEXT_PROPERTIES, TIME_PROPERTY] as const;
type Property = (typeof FILTER_PROPERTIES)[number];
const TIME_OPERATORS = ["eq", "lt", "gt", "le", "ge"] as const;
const TEXT_OPERATORS = ["eq", "in"] as const;

export type FilterNode =
  | { type: "and" | "or"; left: FilterNode; right: FilterNode }
  | {
      type: "compare";
      property: Property;
      operator: "eq" | "lt" | "gt" | "le" | "ge";
      value: string;
      time?: number;
    }
  | { type: "in"; property: Property; values: string[] };

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})/;

export function tokenize(input: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < input.length) {
    const ch = input[i]!;
    const position = i + 1;
    if (/\s/.test(ch)) {
      i++;
    } else if (ch === "(" || ch === ")" || ch === ",") {
      tokens.push({ kind: ch, text: ch, value: ch, position });
      i++;
    } else if (ch === "'") {
      let value = "";
      let j = i + 1;
      for (;;) {
        if (j >= input.length) {
          throw new FilterError(`the quoted text that starts here is never closed`, position, "a closing '");
        }
        if (input[j] === "'") {
          if (input[j + 1] === "'") {
            value += "'";
            j += 2;
            continue;
          }
          break;
        }
        value += input[j];
        j++;
      }
      tokens.push({ kind: "string", text: input.slice(i, j + 1), value, position });
      i = j + 1;
    } else if (/\d/.test(ch)) {
      const match = TIMESTAMP.exec(input.slice(i));
      if (!match) {
        const text = /^[^\s(),]+/.exec(input.slice(i))![0];
        throw new FilterError(
          `'${text}' is not an ISO 8601 timestamp such as 2026-01-01T00:00:00Z`,
          position,
          "an ISO 8601 timestamp with a zone",
        );
      }
      tokens.push({ kind: "timestamp", text: match[0], value: match[0], position });
      i += match[0].length;
    } else if (/[A-Za-z_]/.test(ch)) {
      const text = /^[A-Za-z_][A-Za-z0-9_.]*/.exec(input.slice(i))![0];
      tokens.push({ kind: "word", text, value: text, position });
      i += text.length;
    } else {
      throw new FilterError(
        `unexpected character '${ch}'`,
        position,
        "a property, a quoted text, '(' or ')'",
      );
    }
  }
  tokens.push({ kind: "end", text: "end of input", value: "", position: input.length + 1 });
  return tokens;
}

const describeToken = (t: Token) => (t.kind === "end" ? "the end of the filter" : `'${t.text}'`);

/** Limits that keep parsing and matching shallow and quick. */
export const MAX_FILTER_LENGTH = 4096;
const MAX_NESTING = 32;

class Parser {
  #i = 0;
  #depth = 0;
  constructor(private readonly tokens: Token[]) {}

  #peek(): Token {
    return this.tokens[this.#i]!;
  }

  #next(): Token {
    return this.tokens[this.#i++]!;
  }

  #fail(expected: string, token = this.#peek()): never {
    throw new FilterError(`expected ${expected}, found ${describeToken(token)}`, token.position, expected);
  }

  #isWord(word: string): boolean {
    return this.#peek().kind === "word" && this.#peek().value.toLowerCase() === word;
  }

  parse(): FilterNode {
    if (this.#peek().kind === "end") this.#fail("a comparison such as action.alias eq 'file.create'");
    const node = this.#or();
    if (this.#peek().kind !== "end") this.#fail("'and', 'or' or the end of the filter");
    return node;
  }

  #or(): FilterNode {
    let left = this.#and();
    while (this.#isWord("or")) {
      this.#next();
      left = { type: "or", left, right: this.#and() };
    }
    return left;
  }

  #and(): FilterNode {
    let left = this.#primary();
    while (this.#isWord("and")) {
      this.#next();
      left = { type: "and", left, right: this.#primary() };
    }
    return left;
  }

  #primary(): FilterNode {
    if (this.#peek().kind === "(") {
      const open = this.#next();
      if (++this.#depth > MAX_NESTING) {
        throw new FilterError(
          `parentheses nest more than ${MAX_NESTING} deep`,
          open.position,
          "a flatter expression",
        );
      }
      const node = this.#or();
      this.#depth--;
      if (this.#peek().kind !== ")") {
        this.#fail(`')' to close the '(' at position ${open.position}`);
      }
      this.#next();
      return node;
    }
    return this.#comparison();
  }

  #comparison(): FilterNode {
    const token = this.#peek();
    if (token.kind !== "word") this.#fail(`a property (${FILTER_PROPERTIES.join(", ")}) or '('`);
    if (token.value.toLowerCase() === "not") {
      throw new FilterError("'not' is not supported by the activities filter", token.position, "a property");
    }
    const property = FILTER_PROPERTIES.find((p) => p === token.value);
    if (!property) {
      throw new FilterError(
        `unknown property '${token.value}'; the activities filter supports ${FILTER_PROPERTIES.join(", ")}`,
        token.position,
        `one of ${FILTER_PROPERTIES.join(", ")}`,
      );
    }
    this.#next();
    const allowed: readonly string[] = property === TIME_PROPERTY ? TIME_OPERATORS : TEXT_OPERATORS;
    const opToken = this.#peek();
    if (opToken.kind !== "word") this.#fail(`an operator (${allowed.join(", ")}) after ${property}`);
    const operator = opToken.value.toLowerCase();
    if (!allowed.includes(operator)) {
      throw new FilterError(
        `operator '${opToken.value}' is not supported for ${property}; use ${allowed.join(", ")}`,
        opToken.position,
        allowed.join(", "),
      );
    }
    this.#next();
    if (operator === "in") {
      if (this.#peek().kind !== "(") this.#fail(`'(' to open the list after 'in'`);
      this.#next();
      const values = [this.#text(property)];
      while (this.#peek().kind === ",") {
        this.#next();
        values.push(this.#text(property));
      }
      if (this.#peek().kind !== ")") this.#fail("',' or ')' in the list");
      this.#next();
      return { type: "in", property, values };
    }
    if (property === TIME_PROPERTY) {
      const value = this.#peek();
      if (value.kind !== "timestamp" && value.kind !== "string") {
        this.#fail(`an ISO 8601 timestamp such as 2026-01-01T00:00:00Z after '${operator}'`);
      }
      const time = Date.parse(value.value);
      if (!TIMESTAMP.test(value.value) || Number.isNaN(time)) {
        throw new FilterError(
          `'${value.value}' is not an ISO 8601 timestamp such as 2026-01-01T00:00:00Z`,
          value.position,
          "an ISO 8601 timestamp",
        );
      }
      this.#next();
      return { type: "compare", property, operator: operator as "eq", value: value.value, time };
    }
    return { type: "compare", property, operator: "eq", value: this.#text(property) };
  }

  #text(property: string): string {
    const token = this.#peek();
    if (token.kind !== "string") this.#fail(`a quoted text value for ${property}, such as 'file.create'`);
    this.#next();
    return token.value;
  }
}

/** Parses a `$filter`; throws a FilterError naming the position and what was expected there. */
export function parseFilter(input: string): FilterNode {
  if (input.length > MAX_FILTER_LENGTH) {
    throw new FilterError(
      `the filter is longer than ${MAX_FILTER_LENGTH} characters`,
      MAX_FILTER_LENGTH + 1,
      "a shorter filter",
    );
  }
  return new Parser(tokenize(input)).parse();
}

function textValues(activity: Activity, property: Property): string[] {
  switch (property) {
    case "action.alias":
      return [activity.action.alias];
    case "action.id":
      return [activity.action.id];
    case "performer.id":
      return [activity.performer.id];
    case "target.id":
      return activity.targets.map((t) => t.id);
    default:
      return [activity.activityDateTime];
  }
}

export function matches(node: FilterNode, activity: Activity): boolean {
  switch (node.type) {
    case "and":
      return matches(node.left, activity) && matches(node.right, activity);
    case "or":
      return matches(node.left, activity) || matches(node.right, activity);
    case "in": {
      const have = textValues(activity, node.property);
      return node.values.some((v) => have.includes(v));
    }
    case "compare": {
      if (node.time !== undefined) {
        const t = Date.parse(activity.activityDateTime);
        switch (node.operator) {
          case "eq":
            return t === node.time;
          case "lt":
            return t < node.time;
          case "gt":
            return t > node.time;
          case "le":
            return t <= node.time;
          case "ge":
            return t >= node.time;
        }
      }
      return textValues(activity, node.property).includes(node.value);
    }
  }
}
