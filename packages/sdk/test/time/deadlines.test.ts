import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { type Clock, systemClock } from "../../src/time/clock.js";
import { createDeadlines } from "../../src/time/deadlines.js";

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
});
afterEach(() => {
  vi.useRealTimers();
});

/** The system clock, counting the timers it starts. */
function countingClock() {
  let started = 0;
  const clock: Clock = {
    ...systemClock,
    timer: (ms, callback, options) => {
      started++;
      return systemClock.timer!(ms, callback, options);
    },
  };
  return { clock, started: () => started };
}

it("fires each deadline exactly on time, in order, on one timer for deadlines added later", async () => {
  const { clock, started } = countingClock();
  const deadline = createDeadlines(clock);
  const fired: string[] = [];
  deadline(100, () => fired.push(`a@${Date.now()}`));
  deadline(150, () => fired.push(`b@${Date.now()}`));
  deadline(150, () => fired.push(`c@${Date.now()}`));
  expect(started()).toBe(1);
  await vi.advanceTimersByTimeAsync(99);
  expect(fired).toEqual([]);
  await vi.advanceTimersByTimeAsync(1);
  expect(fired).toEqual(["a@100"]);
  await vi.advanceTimersByTimeAsync(50);
  expect(fired).toEqual(["a@100", "b@150", "c@150"]);
  expect(started()).toBe(2);
});

it("never fires a cancelled deadline, and still fires the next one on time", async () => {
  const deadline = createDeadlines(systemClock);
  const fired: number[] = [];
  const cancelFirst = deadline(100, () => fired.push(1));
  deadline(300, () => fired.push(2));
  cancelFirst();
  await vi.advanceTimersByTimeAsync(299);
  expect(fired).toEqual([]);
  await vi.advanceTimersByTimeAsync(1);
  expect(fired).toEqual([2]);
});

it("re-arms earlier when a nearer deadline is added", async () => {
  const deadline = createDeadlines(systemClock);
  const fired: number[] = [];
  deadline(1_000, () => fired.push(1_000));
  deadline(10, () => fired.push(10));
  await vi.advanceTimersByTimeAsync(10);
  expect(fired).toEqual([10]);
  await vi.advanceTimersByTimeAsync(990);
  expect(fired).toEqual([10, 1_000]);
});

it("costs no timer per deadline when thousands are added and cancelled", () => {
  const { clock, started } = countingClock();
  const deadline = createDeadlines(clock);
  for (let i = 0; i < 5_000; i++) deadline(60_000, () => {})();
  expect(started()).toBe(1);
});

it("does not fire a deadline that an earlier one cancels when both are due", async () => {
  const deadline = createDeadlines(systemClock);
  const fired: string[] = [];
  let cancelSecond = () => {};
  deadline(100, () => {
    fired.push("first");
    cancelSecond();
  });
  cancelSecond = deadline(100, () => fired.push("second"));
  deadline(100, () => fired.push("third"));
  await vi.advanceTimersByTimeAsync(100);
  expect(fired).toEqual(["first", "third"]);
});

it("keeps the others in order when one in the middle is cancelled, and ignores a second cancel", async () => {
  const deadline = createDeadlines(systemClock);
  const fired: number[] = [];
  deadline(10, () => fired.push(10));
  const cancelMiddle = deadline(20, () => fired.push(20));
  deadline(30, () => fired.push(30));
  cancelMiddle();
  cancelMiddle();
  await vi.advanceTimersByTimeAsync(30);
  expect(fired).toEqual([10, 30]);
});

it("fires a deadline added by a firing one at its own time", async () => {
  const deadline = createDeadlines(systemClock);
  const fired: string[] = [];
  deadline(10, () => {
    fired.push(`a@${Date.now()}`);
    deadline(5, () => fired.push(`b@${Date.now()}`));
  });
  await vi.advanceTimersByTimeAsync(20);
  expect(fired).toEqual(["a@10", "b@15"]);
});
