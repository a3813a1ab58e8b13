// The controller a timed attempt hands Node's own fetch (undici 6 and 7) as its `dispatcher`, driven by
// hand: what it passes on to the dispatcher fetch would have used, and when it calls undici's abort.
import { expect, it } from "vitest";
import { attemptController } from "../../src/transport/attempt-signal.js";

type Cut = (reason: unknown) => void;
interface Handler {
  onConnect(abort: Cut): void;
  onHeaders(status: number): boolean;
  onData(chunk: string): boolean;
  onComplete(trailers: unknown): void;
  onError(error: unknown): void;
}
interface Dispatching {
  dispatch(options: object, handler: Handler): boolean;
  readonly isMockActive?: boolean;
}

/** fetch's side of one request: what its handler was told. */
function fetchHandler() {
  const told: string[] = [];
  const handler: Handler = {
    onConnect: () => told.push("connect"),
    onHeaders: (status) => told.push(`headers ${status}`) > 0,
    onData: (chunk) => told.push(`data ${chunk}`) > 0,
    onComplete: () => told.push("complete"),
    onError: (error) => told.push(`error ${String(error)}`),
  };
  return { told, handler };
}

/** A controller wrapped around a dispatcher of the call's own, and what reached that dispatcher. */
function wired(isMockActive = false) {
  const handlers: Handler[] = [];
  const options: object[] = [];
  const own: Dispatching = {
    dispatch(given, handler) {
      options.push(given);
      handlers.push(handler);
      return true;
    },
    isMockActive,
  };
  const controller = attemptController(true);
  const init = { dispatcher: own } as RequestInit & { dispatcher: Dispatching };
  controller.wrap!(init);
  return { controller, dispatcher: init.dispatcher, own, handlers, options };
}

it("is a dispatcher, not a signal, on this Node (undici 6)", () => {
  const controller = attemptController(true);
  expect(controller.signal).toBeUndefined();
  const init: RequestInit & { dispatcher?: unknown } = {};
  controller.wrap!(init);
  expect(init.dispatcher).toBe(controller);
});

it("gives an AbortController to a fetch that is not the runtime's own", () => {
  expect(attemptController(false)).toBeInstanceOf(AbortController);
});

it("passes the request on unchanged, and every handler call back to fetch's handler", () => {
  const { dispatcher, own, handlers, options } = wired();
  const { told, handler } = fetchHandler();
  const sent = { path: "/v1/x", method: "GET" };

  expect(dispatcher).not.toBe(own);
  expect(dispatcher.dispatch(sent, handler)).toBe(true);
  expect(options).toEqual([sent]);
  const hook = handlers[0]!;
  hook.onConnect(() => {});
  expect(hook.onHeaders(200)).toBe(true);
  expect(hook.onData("a")).toBe(true);
  hook.onComplete(null);

  expect(told).toEqual(["connect", "headers 200", "data a", "complete"]);
});

it("answers fetch's isMockActive from the dispatcher it hands requests to", () => {
  expect(wired(true).dispatcher.isMockActive).toBe(true);
  expect(wired(false).dispatcher.isMockActive).toBe(false);
});

it("calls undici's abort with the reason when aborted while the request is in flight", () => {
  const { controller, dispatcher, handlers } = wired();
  const { handler } = fetchHandler();
  const cuts: unknown[] = [];
  dispatcher.dispatch({}, handler);
  handlers[0]!.onConnect((reason) => cuts.push(reason));

  controller.abort("too late");
  controller.abort("again");

  expect(cuts).toEqual(["too late"]);
});

it("aborts a request that connects after the attempt was aborted, as it connects", () => {
  const { controller, dispatcher, handlers } = wired();
  const { told, handler } = fetchHandler();
  const cuts: unknown[] = [];
  controller.abort("timed out");

  dispatcher.dispatch({}, handler);
  handlers[0]!.onConnect((reason) => cuts.push(reason));

  expect(told).toEqual(["connect"]);
  expect(cuts).toEqual(["timed out"]);
});

it("does not call undici's abort once the request completed or failed", () => {
  for (const end of ["complete", "error"] as const) {
    const { controller, dispatcher, handlers } = wired();
    const { handler } = fetchHandler();
    const cuts: unknown[] = [];
    dispatcher.dispatch({}, handler);
    handlers[0]!.onConnect((reason) => cuts.push(reason));
    if (end === "complete") handlers[0]!.onComplete(null);
    else handlers[0]!.onError(new Error("reset"));

    controller.abort("late");

    expect(cuts).toEqual([]);
  }
});
