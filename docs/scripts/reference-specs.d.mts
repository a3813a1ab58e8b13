/** One operation of a spec. */
export interface SpecOperation {
  path: string;
  method: string;
  operation: {
    operationId?: string;
    "x-codeSamples"?: { lang: string; label: string; source: string }[];
    [key: string]: unknown;
  };
  pathItem: Record<string, unknown>;
}

export const METHODS: string[];

/** The specs bundled by scripts/bundle-specs.mjs, as `{ name, file }`, in a stable order. */
export function listBundledSpecs(distDir: string): { name: string; file: string }[];

/** Every operation of a spec. */
export function operationsOf(spec: object): SpecOperation[];

/** The paths `paginate` walks, read from the SDK's generated table. */
export function readPaginatedPaths(generatedFile: string): Set<string>;

/** The reportkit code that makes one operation, as TypeScript text. */
export function codeSampleOf(
  spec: object,
  apiName: string,
  entry: SpecOperation,
  paginated: Set<string>,
): string;

/** A JavaScript literal of a JSON value. */
export function literal(value: unknown, indent?: string, width?: number): string;

/** A copy of `spec` with an `x-codeSamples` entry (the reportkit call) on each operation. */
export function enrichSpec<T extends object>(spec: T, apiName: string, paginated: Set<string>): T;
