// Type tests: compiled by `tsc --noEmit` only. The operation resource as the live service sends it.
import { expectTypeOf } from "vitest";
import { actionTime, type Operation, type OperationAction } from "../../src/index.js";

declare const op: Operation;
expectTypeOf(op.created).toEqualTypeOf<OperationAction | string | null | undefined>();
expectTypeOf(op.originalRequest).toEqualTypeOf<string | null | undefined>();
expectTypeOf(op.resourceUrl).toEqualTypeOf<string | null | undefined>();
// @ts-expect-error: created is an object ({ dateTime, user }) on the live service, not a date string
new Date(op.created);
expectTypeOf(actionTime(op.created)).toEqualTypeOf<Date | undefined>();
