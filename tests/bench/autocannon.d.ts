/** The small part of autocannon 9's programmatic API the server benchmark uses (it ships no types). */
declare module "autocannon" {
  import type { EventEmitter } from "node:events";

  export interface Options {
    url: string;
    connections?: number;
    /** seconds */
    duration?: number;
    /** seconds */
    timeout?: number;
    headers?: Record<string, string>;
    method?: string;
  }

  export interface Result {
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    statusCodeStats: Record<string, { count: number }>;
    requests: { total: number; average: number };
    latency: { p50: number; p99: number; average: number; max: number };
  }

  export interface Instance extends EventEmitter {
    stop(): void;
    /** (client, statusCode, responseBytes, responseTimeMs) for every response */
    on(event: "response", listener: (client: unknown, statusCode: number, bytes: number, responseTime: number) => void): this;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }

  function autocannon(options: Options, callback: (error: Error | null, result: Result) => void): Instance;
  export default autocannon;
}
