// Starts the fake API in a child process (fork) on a free port of 127.0.0.1, and stops it.
import { fork } from "node:child_process";
import { once } from "node:events";
import { fileURLToPath } from "node:url";
import { CONTROL, type ListeningMessage, type OperationTimes, type ServerStats } from "./protocol.js";

export interface FakeApi {
  origin: string;
  stats(): Promise<ServerStats>;
  reset(): Promise<void>;
  operation(id: string): Promise<OperationTimes>;
  close(): Promise<void>;
}

const isListening = (message: unknown): message is ListeningMessage =>
  typeof message === "object" && message !== null && (message as { type?: unknown }).type === "listening";

async function json<T>(url: string, init?: RequestInit): Promise<T> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${init?.method ?? "GET"} ${url} answered ${response.status}`);
  return (await response.json()) as T;
}

export async function startFakeApi(): Promise<FakeApi> {
  const child = fork(fileURLToPath(new URL("./fake-api.js", import.meta.url)), [], { stdio: "inherit" });
  const port = await new Promise<number>((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", (code) => reject(new Error(`The fake API exited (code ${code}) before listening.`)));
    child.on("message", (message) => {
      if (isListening(message)) resolve(message.port);
    });
  });
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    stats: () => json<ServerStats>(`${origin}${CONTROL.stats}`),
    reset: async () => {
      await json(`${origin}${CONTROL.reset}`, { method: "POST" });
    },
    operation: (id) => json<OperationTimes>(`${origin}${CONTROL.operations}/${encodeURIComponent(id)}`),
    close: async () => {
      child.removeAllListeners("exit");
      const exited = once(child, "exit");
      child.disconnect();
      child.kill();
      await exited;
    },
  };
}
