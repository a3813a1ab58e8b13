import { script } from "./connection.js";

/**
 * The Redis keys of one pool of operation slots (one `limiterKey`): the leases (a sorted set scored
 * by expiry), the queue of waiters (scored by ticket), when each waiter last asked (scored by the
 * moment it counts as gone), the ticket counter, when the pool was last seen, and the settling flag.
 */
export const poolKeys = (base: string) => ({
  leases: base,
  queue: `${base}:queue`,
  waiting: `${base}:waiting`,
  ticket: `${base}:ticket`,
  seen: `${base}:seen`,
  settle: `${base}:settle`,
});

/**
 * Shared head: the server's time in whole ms, and whether the pool settles. A pool whose state is
 * new (Redis restarted empty, flushed, or never used) or that went unobserved longer than a renewal
 * period while it held leases (Redis paused, or unreachable for everybody) may have holders it does
 * not count: it then grants nothing for `settle` ms, long enough for every living holder to renew
 * (which adds its lease back). Returns now and the ms left to settle (<= 0: not settling).
 */
const OBSERVE = `
local function observe(leases, seen, settleKey, gap, settle)
  local time = redis.call('TIME')
  local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
  local last = tonumber(redis.call('GET', seen) or '')
  if not last or (now - last > gap and redis.call('EXISTS', leases) == 1) then
    redis.call('SET', settleKey, '1', 'PX', settle)
  end
  redis.call('SET', seen, string.format('%d', now), 'PX', 86400000)
  return now, redis.call('PTTL', settleKey)
end
local function keep(leases)
  local last = redis.call('ZRANGE', leases, -1, -1, 'WITHSCORES')
  if last[2] then redis.call('PEXPIREAT', leases, math.ceil(tonumber(last[2])) + 1000) end
end
`;

/**
 * Takes a slot in queue order. KEYS: leases, queue, waiting, ticket, seen, settle. ARGV: limit,
 * lease ms, waiter id, gap ms, settle ms. A waiter gets a ticket on its first ask and keeps it while
 * it asks again within a lease period; it is granted a slot when fewer waiters are ahead of it than
 * slots are free, so a process that gives a slot back and asks again goes behind those waiting.
 * Returns {1, 0, 0} when granted (also when an earlier grant's reply was lost), else {0, slots that
 * must be given back before its turn, ms left to settle}.
 */
export const ACQUIRE = script(`${OBSERVE}
local limit, lease, id = tonumber(ARGV[1]), tonumber(ARGV[2]), ARGV[3]
local now, settling = observe(KEYS[1], KEYS[5], KEYS[6], tonumber(ARGV[4]), tonumber(ARGV[5]))
if settling <= 0 then
  redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
  for _, gone in ipairs(redis.call('ZRANGEBYSCORE', KEYS[3], '-inf', now)) do
    redis.call('ZREM', KEYS[2], gone)
    redis.call('ZREM', KEYS[3], gone)
  end
end
if redis.call('ZSCORE', KEYS[1], id) then return {1, 0, 0} end
if not redis.call('ZSCORE', KEYS[2], id) then
  redis.call('ZADD', KEYS[2], redis.call('INCR', KEYS[4]), id)
end
local rank = redis.call('ZRANK', KEYS[2], id)
local free = limit - redis.call('ZCARD', KEYS[1])
if settling <= 0 and rank < free then
  redis.call('ZREM', KEYS[2], id)
  redis.call('ZREM', KEYS[3], id)
  redis.call('ZADD', KEYS[1], now + lease, id)
  keep(KEYS[1])
  return {1, 0, 0}
end
redis.call('ZADD', KEYS[3], now + lease, id)
for i = 2, 4 do redis.call('PEXPIRE', KEYS[i], lease + 1000) end
return {0, math.max(1, rank - math.max(free, 0) + 1), math.max(settling, 0)}
`);

/**
 * Extends a lease (KEYS: leases, seen, settle; ARGV: lease ms, id, gap ms, settle ms), adding it back
 * when it is missing: its holder is alive and its operation runs, whether the lease was lost to a
 * restart or expired while the process stalled. Returns 1 if it was there, 0 if it was added back.
 */
export const RENEW = script(`${OBSERVE}
local now = observe(KEYS[1], KEYS[2], KEYS[3], tonumber(ARGV[3]), tonumber(ARGV[4]))
local had = redis.call('ZSCORE', KEYS[1], ARGV[2])
redis.call('ZADD', KEYS[1], now + tonumber(ARGV[1]), ARGV[2])
keep(KEYS[1])
if had then return 1 end
return 0
`);

/** A waiter that gives up (aborted, failed) leaves the queue, and drops a grant it never learnt of. KEYS: leases, queue, waiting. */
export const LEAVE = script(`
redis.call('ZREM', KEYS[1], ARGV[1])
redis.call('ZREM', KEYS[2], ARGV[1])
redis.call('ZREM', KEYS[3], ARGV[1])
return 1
`);
