import { describe, expect, it } from "vitest";
import { type PollState, type PollStrategies, pollUntilDone } from "../src/advanced.js";
import type { Clock } from "../src/time/clock.js";

interface Job {
  state: "running" | "done" | "broken";
}

/** A clock whose sleeps pass at once, moving its time and recording each wait. */
function steppingClock(start = 1_000) {
  let now = start;
  const sleeps: number[] = [];
  const clock: Clock = {
    now: () => now,
    sleep: async (ms) => {
      sleeps.push(ms);
      now += ms;
    },
  };
  return { clock, sleeps };
}

/** Strategies over a scripted list of answers: no HTTP involved. */
function scripted(answers: { job: Job; retryAfterMs?: number }[]) {
  const polled: string[] = [];
  const strategies: PollStrategies<Job> = {
    poll: async (url) => {
      polled.push(url);
      const answer = answers.shift();
      if (!answer) throw new Error("no more answers");
      return { operation: answer.job, retryAfterMs: answer.retryAfterMs };
    },
    statusOf: (job) => job.state,
    outcomeOf: (status) => (status === "done" ? "succeeded" : status === "broken" ? "failed" : "running"),
    failure: () => new Error("broken"),
    aborted: () => new Error("aborted"),
    timedOut: () => new Error("timed out"),
  };
  return { strategies, polled };
}

const initial: PollState<Job> = {
  kind: "reportkit.operation",
  operationUrl: "job:1",
  startedAt: 0,
  nextPollAt: 1_500,
  polls: 0,
};

describe("pollUntilDone (the transport-agnostic engine)", () => {
  it("sleeps until each poll is due, honouring retryAfterMs, the default and the cap, and records plain JSON state", async () => {
    const { clock, sleeps } = steppingClock();
    const { strategies, polled } = scripted([
      { job: { state: "running" }, retryAfterMs: 5_000 },
      { job: { state: "running" } },
      { job: { state: "running" }, retryAfterMs: 90_000 },
      { job: { state: "done" } },
    ]);
    const states: PollState<Job>[] = [];

    const job = await pollUntilDone(initial, strategies, {
      clock,
      minIntervalMs: 700,
      defaultIntervalMs: 700,
      maxIntervalMs: 10_000,
      onState: (state) => states.push(state),
    });

    expect(job).toEqual({ state: "done" });
    expect(sleeps).toEqual([500, 5_000, 700, 10_000]);
    expect(polled).toEqual(["job:1", "job:1", "job:1", "job:1"]);
    expect(states.map((s) => [s.polls, s.status, s.nextPollAt])).toEqual([
      [1, "running", 6_500],
      [2, "running", 7_200],
      [3, "running", 17_200],
      [4, "done", 17_900],
    ]);
    expect(JSON.parse(JSON.stringify(states.at(-1)))).toEqual(states.at(-1));
  });

  it("rejects with the strategies' failure for a failed status", async () => {
    const { clock } = steppingClock();
    const { strategies } = scripted([{ job: { state: "broken" } }]);

    await expect(pollUntilDone(initial, strategies, { clock })).rejects.toThrow("broken");
  });

  it("settles a state that is already final without polling or sleeping", async () => {
    const { clock, sleeps } = steppingClock();
    const { strategies, polled } = scripted([]);
    const done: PollState<Job> = { ...initial, polls: 3, status: "done", operation: { state: "done" } };

    expect(await pollUntilDone(done, strategies, { clock })).toEqual({ state: "done" });
    expect(polled).toEqual([]);
    expect(sleeps).toEqual([]);
  });
});
