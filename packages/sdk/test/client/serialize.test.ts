// reportkit serializes parameters and bodies with its own small functions: for every style, explode
// and allowReserved setting they must give what openapi-fetch's own functions give.
import * as openapiFetch from "openapi-fetch";
import { describe, expect, it } from "vitest";
import {
  createQuerySerializer,
  defaultBodySerializer,
  defaultPathSerializer,
  finalUrl,
} from "../../src/clients/serialize.js";

const VALUES: Record<string, unknown> = {
  plain: "abc",
  reserved: "a b/c?d&e=f,g;h|i$'j",
  number: 7,
  boolean: false,
  empty: "",
  missing: undefined,
  nothing: null,
  list: ["x y", "1/2", 3],
  listWithHoles: ["a", null, undefined, "b"],
  emptyList: [],
  object: { size: 10, after: "z/z", none: null },
};

const ARRAY_STYLES = ["form", "spaceDelimited", "pipeDelimited", "simple", "label", "matrix"] as const;
const OBJECT_STYLES = ["form", "deepObject", "simple", "label", "matrix"] as const;

/** Each serializer's result, or the message it threw. */
const outcome = (run: () => unknown) => {
  try {
    return { value: run() };
  } catch (error) {
    return { threw: (error as Error).message };
  }
};

describe("reportkit's query serializer gives what openapi-fetch's gives", () => {
  it("with the defaults (arrays form exploded, objects deepObject), one value at a time and all at once", () => {
    const ours = createQuerySerializer();
    const theirs = openapiFetch.createQuerySerializer();
    for (const [name, value] of Object.entries(VALUES)) {
      expect(ours({ [name]: value }), name).toBe(theirs({ [name]: value }));
    }
    expect(ours(VALUES)).toBe(theirs(VALUES));
    expect(ours(undefined as never)).toBe(theirs(undefined as never));
  });

  it("for every array and object style, exploded or not, with reserved characters allowed or not", () => {
    let compared = 0;
    for (const allowReserved of [false, true]) {
      for (const explode of [true, false]) {
        for (const style of ARRAY_STYLES) {
          const options = { array: { style, explode }, allowReserved } as never;
          const query = { list: VALUES.list, holes: VALUES.listWithHoles, plain: VALUES.reserved };
          expect(createQuerySerializer(options)(query), `${style} ${explode} ${allowReserved}`).toBe(
            openapiFetch.createQuerySerializer(options)(query),
          );
          compared++;
        }
        for (const style of OBJECT_STYLES) {
          const options = { object: { style, explode }, allowReserved } as never;
          const query = { filter: VALUES.object };
          expect(createQuerySerializer(options)(query), `${style} ${explode} ${allowReserved}`).toBe(
            openapiFetch.createQuerySerializer(options)(query),
          );
          compared++;
        }
      }
    }
    expect(compared).toBe(44);
  });

  it("throws openapi-fetch's message for a nested array or object", () => {
    const query = { list: [["nested"]] };
    const ours = outcome(() => createQuerySerializer()(query));
    expect(ours.threw).toMatch(/Deeply-nested arrays\/objects/);
    expect(ours).toEqual(outcome(() => openapiFetch.createQuerySerializer()(query)));
  });
});

describe("reportkit's path serializer gives what openapi-fetch's gives", () => {
  it("for simple, label and matrix templates, exploded or not, and for every kind of value", () => {
    const templates = ["{v}", "{v*}", "{.v}", "{.v*}", "{;v}", "{;v*}"];
    for (const template of templates) {
      for (const [name, value] of Object.entries(VALUES)) {
        const path = `/items/${template}/tail`;
        expect(defaultPathSerializer(path, { v: value }), `${template} ${name}`).toBe(
          openapiFetch.defaultPathSerializer(path, { v: value }),
        );
      }
    }
  });

  it("fills several parameters and leaves an unknown one as it is", () => {
    const path = "/files/{fileId}/parts/{partId}/{other}";
    const values = { fileId: "a b", partId: 3 };
    expect(defaultPathSerializer(path, values)).toBe(openapiFetch.defaultPathSerializer(path, values));
  });
});

describe("reportkit's body serializer and final URL give what openapi-fetch's give", () => {
  it("JSON by default, form-encoded for a form Content-Type (Headers or record), FormData as is", () => {
    const body = { grant_type: "client_credentials", scope: "a b" };
    const form = new FormData();
    const cases: [unknown, unknown][] = [
      [body, undefined],
      [body, { "content-type": "application/x-www-form-urlencoded" }],
      [body, { "Content-Type": "application/x-www-form-urlencoded" }],
      [body, new Headers({ "Content-Type": "application/x-www-form-urlencoded" })],
      [body, new Headers({ "Content-Type": "application/json" })],
      [form, undefined],
    ];
    for (const [value, headers] of cases) {
      expect(defaultBodySerializer(value, headers)).toEqual(
        (openapiFetch.defaultBodySerializer as (body: unknown, headers?: unknown) => unknown)(value, headers),
      );
    }
  });

  it("joins base, path and query the same way, a serializer's leading ? dropped", () => {
    const params = { path: { id: "x/y" }, query: { a: 1, b: ["2", "3"] } };
    const custom = () => "?custom=1";
    for (const querySerializer of [createQuerySerializer(), custom, () => ""]) {
      expect(
        finalUrl("https://h.test/v1", "/items/{id}", params, querySerializer, defaultPathSerializer),
      ).toBe(
        openapiFetch.createFinalURL("/items/{id}", {
          baseUrl: "https://h.test/v1",
          params,
          querySerializer,
          pathSerializer: openapiFetch.defaultPathSerializer,
        }),
      );
    }
  });
});
