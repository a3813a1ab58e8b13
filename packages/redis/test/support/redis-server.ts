import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { freePort } from "@reportkit/testkit/node";
import { createClient } from "redis";

// Debian's redis-server (`apt-get install redis-server`); .ci/run installs it. Elsewhere without it the
// suites are skipped with a note, but under CI a missing server is a failure, never a silent skip.
export const REDIS_SERVER = process.env.REDIS_SERVER_PATH ?? "/usr/bin/redis-server";
export const redisAvailable = existsSync(REDIS_SERVER);
if (!redisAvailable && process.env.CI)
  throw new Error(`CI needs redis-server at ${REDIS_SERVER} (apt-get install -y redis-server).`);
if (!redisAvailable) console.warn(`Skipping the Redis tests: no redis-server at ${REDIS_SERVER}.`);

/**
 * The Redis command time limit of the tests' stores: a hang bound, not a speed check. A process starved
 * of CPU (the README's test command run twice side by side on 2 cores) answers late, seconds late, and a
 * timer that comes due while it waits for the CPU fires before the reply it was waiting for is read: 5 s
 * failed there, and a machine at load 20 with four busy loops took 25 s for one test. A test of time
 * limits sets its own.
 */
export const COMMAND_TIMEOUT_MS = 60_000;

/**
 * One redis-server of a test file: 127.0.0.1, a free port, no persistence (`--save "" --appendonly
 * no`), stopped by its own pid. `kill` and `start` again on the same port simulate an outage.
 */
export class RedisServer {
  #process: ChildProcess | undefined;

  private constructor(
    readonly port: number,
    readonly password: string | undefined,
  ) {}

  static async start(options: { password?: string } = {}): Promise<RedisServer> {
    const server = new RedisServer(await freePort(), options.password);
    await server.start();
    return server;
  }

  /** `redis://127.0.0.1:port`, with `default:password@` when the server has one. */
  get url(): string {
    const auth = this.password ? `default:${encodeURIComponent(this.password)}@` : "";
    return `redis://${auth}127.0.0.1:${this.port}`;
  }

  get pid(): number | undefined {
    return this.#process?.pid;
  }

  /** Starts the server (again) on its port; resolves once it accepts connections. */
  start(): Promise<void> {
    const args = ["--port", String(this.port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"];
    args.push("--dir", tmpdir(), "--daemonize", "no", "--protected-mode", "yes");
    if (this.password) args.push("--requirepass", this.password);
    const child = spawn(REDIS_SERVER, args, { stdio: ["ignore", "pipe", "pipe"] });
    this.#process = child;
    return new Promise((resolve, reject) => {
      let output = "";
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes("Ready to accept connections")) {
          child.stdout?.off("data", onData);
          child.stdout?.resume();
          resolve();
        }
      };
      child.stdout?.on("data", onData);
      child.stderr?.resume();
      child.once("exit", (code) =>
        reject(new Error(`redis-server exited (${code}) before it was ready:\n${output}`)),
      );
      child.once("error", reject);
    });
  }

  /** Ends the server by its pid (SIGKILL by default: an outage, nothing saved) and waits for its exit. */
  async kill(signal: NodeJS.Signals = "SIGKILL"): Promise<void> {
    const child = this.#process;
    this.#process = undefined;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
    process.kill(child.pid!, signal);
    await exited;
  }

  stop(): Promise<void> {
    return this.kill("SIGTERM");
  }
}

/** A node-redis client of `server`, connected, reconnecting every 100 ms, its errors kept quiet. */
export async function connect(url: string) {
  const client = createClient({ url, socket: { reconnectStrategy: () => 100, connectTimeout: 1_000 } });
  client.on("error", () => {
    // Expected while a test has the server down; the stores report failures as RedisError.
  });
  await client.connect();
  return client;
}
