import type { Clock, Logger } from "@reportkit/sdk";
import { describe, expect, it } from "vitest";
import { Availability } from "../src/availability.js";
import { RedisError } from "../src/errors.js";
import { FallbackPacing } from "../src/fallback-pacing.js";

// The fallback's rules in process, on an injected clock, no redis-server: when a process falls back,
// how long it stays on its own schedule, and how that schedule is paced. The real outages (a server
// killed, paused, restarted) are in e2e/fallback.test.ts and e2e/outage.test.ts.

/** A clock that only moves when the test moves it. */
function steppedClock(start = 1_000_000): Clock & { advance(ms: number): void } {
  let now = start;
  return {
    now: () => now,
    sleep: async (ms) => {
      now += ms;
    },
    advance(ms) {
      now += ms;
    },
  };
}

const unreachable = () =>
  new RedisError({ code: "redis_unavailable", message: "Redis is unreachable: a test step failed." });

describe("Availability: when a step runs on Redis and when in process", () => {
  it("fails with the RedisError by default (onUnavailable: fail), never running the stand-in", async () => {
    const availability = new Availability("rate limits", { clock: steppedClock() });
    let standIns = 0;
    const step = availability.run(
      () => Promise.reject(unreachable()),
      () => standIns++,
    );
    await expect(step).rejects.toMatchObject({ name: "RedisError", code: "redis_unavailable" });
    expect(standIns).toBe(0);
  });

  it("falls back on an unreachable Redis, skips Redis for retryMs, then tries it again once", async () => {
    const clock = steppedClock();
    const lines: string[] = [];
    const logger: Logger = (level, message) => lines.push(`${level} ${message}`);
    const availability = new Availability("rate limits", {
      onUnavailable: "fallback",
      clock,
      retryMs: 500,
      logger,
    });
    let redisCalls = 0;
    let up = false;
    const onRedis = async () => {
      redisCalls++;
      if (!up) throw unreachable();
      return "redis";
    };
    expect(await availability.run(onRedis, () => "in process")).toBe("in process");
    expect([availability.fallingBack, availability.episode, redisCalls]).toEqual([true, 1, 1]);

    clock.advance(499); // within retryMs: Redis is not asked
    expect(await availability.run(onRedis, () => "in process")).toBe("in process");
    expect(redisCalls).toBe(1);

    clock.advance(1); // retryMs passed: one step pays the probe, still down
    expect(await availability.run(onRedis, () => "in process")).toBe("in process");
    expect([redisCalls, availability.episode]).toEqual([2, 1]); // the same outage

    up = true;
    clock.advance(500);
    expect(await availability.run(onRedis, () => "in process")).toBe("redis");
    expect([availability.fallingBack, availability.reachedAt]).toEqual([false, clock.now()]);
    expect(lines.filter((line) => line.startsWith("warn"))).toHaveLength(1); // one warning per outage
  });

  it("lets an error Redis answered (redis_error) through: only unreachability falls back", async () => {
    const availability = new Availability("rate limits", {
      onUnavailable: "fallback",
      clock: steppedClock(),
    });
    const answered = new RedisError({ code: "redis_error", message: "Redis answered an error: WRONGTYPE." });
    await expect(
      availability.run(
        () => Promise.reject(answered),
        () => "in process",
      ),
    ).rejects.toBe(answered);
    expect(availability.fallingBack).toBe(false);
  });
});

describe("FallbackPacing: one process's share while Redis is away", () => {
  it("keeps to floor(limit / workers) per window, evenly spaced, starting past the shared horizon", () => {
    // 60 writes per 60 s shared by 8 processes: 7 each, one every 60/7 s; the shared schedule may
    // hold permits up to 2 s ahead, so the first comes after that, an interval and one own interval.
    const pacing = new FallbackPacing(60, 8, () => 2_000);
    const intervalMs = 1_000;
    const own = (intervalMs * 60) / 7;
    expect(pacing.share).toBe(7);
    expect(pacing.ownIntervalMs(intervalMs)).toBeCloseTo(own);

    const first = pacing.step("ws", 0, intervalMs, 1);
    expect(first).toEqual({ reserved: false, retryMs: 2_000 + intervalMs });
    const at = 2_000 + intervalMs;
    const permit = pacing.step("ws", at, intervalMs, 1);
    expect(permit).toEqual({ reserved: true, waitMs: own });
    // Never more than one own interval ahead: the next one waits.
    expect(pacing.step("ws", at, intervalMs, 1)).toEqual({ reserved: false, retryMs: own });
    expect(pacing.step("ws", at + own, intervalMs, 1)).toEqual({ reserved: true, waitMs: own });
  });

  it("starts a new schedule for a new outage, and sends nothing when the share is 0", () => {
    const pacing = new FallbackPacing(60, 8, () => 0);
    pacing.step("ws", 0, 1_000, 1);
    expect(pacing.step("ws", 100_000, 1_000, 2)).toEqual({ reserved: false, retryMs: 1_000 });

    const none = new FallbackPacing(3, 8, () => 0);
    expect(none.share).toBe(0);
    expect(none.step("ws", 0, 1_000, 1)).toEqual({ reserved: false, retryMs: Number.POSITIVE_INFINITY });
  });
});
