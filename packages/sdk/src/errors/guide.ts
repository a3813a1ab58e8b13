/**
 * The Errors guide of the docs site (the packages' `homepage`, then `guide/errors`). Each error class
 * has an anchor there: its name in lower case (`#authenticationerror`).
 */
export const ERRORS_GUIDE = "https://reportkit.github.io/reportkit/guide/errors";

/**
 * Every anchor a message may link to: one per error class. A test checks that the guide has each one
 * (only that test reads this list; a bundle keeps none of it).
 */
export const GUIDE_ANCHORS = [
  "apierror",
  "abortederror",
  "authenticationerror",
  "concurrencylimiterror",
  "configurationerror",
  "conflicterror",
  "connectionerror",
  "foreignoriginerror",
  "invalidrequesterror",
  "notfounderror",
  "operationfailederror",
  "permissionerror",
  "ratelimiterror",
  "responsebodyerror",
  "servererror",
  "timeouterror",
] as const;

/** The anchor of an error class's section in the Errors guide. */
export type GuideAnchor = (typeof GUIDE_ANCHORS)[number];

/**
 * An error message as reportkit writes them: what happened (one line), then the next step and the
 * guide's section on the error's class. Without `next`, the first line says what to do as well.
 */
export const withNextStep = (cause: string, next: string, anchor: GuideAnchor): string =>
  `${cause}\n${next && `${next} `}See ${ERRORS_GUIDE}#${anchor}`;

/**
 * Builds an error whose stack holds at most `frames` frames. An error about a request's outcome (its
 * response, its failure) is made deep in the pipeline: its frames were reportkit's own, and its message
 * names the call. Uncaught, it prints its message, the line that made it and its cause, not a page of
 * internals. `Error.stackTraceLimit` is set only while `make` runs, and only where it is a writable
 * number (Node, Deno, Bun, Chrome).
 */
export function withFrames<T>(frames: number, make: () => T): T {
  const descriptor = Object.getOwnPropertyDescriptor(Error, "stackTraceLimit");
  if (!descriptor?.writable || typeof descriptor.value !== "number") return make();
  const E = Error as { stackTraceLimit: number };
  E.stackTraceLimit = Math.min(frames, descriptor.value);
  try {
    return make();
  } finally {
    E.stackTraceLimit = descriptor.value;
  }
}
