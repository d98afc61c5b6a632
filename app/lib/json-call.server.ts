/**
 * One JSON request to an outside system's API (the integrations' shared transport): bearer token (or basic credentials),
 * JSON in and out, a time limit, and every network failure answered as a message naming the
 * system, never thrown. The answer's body is the parsed JSON, the text when it is not JSON (an error
 * page), or null when empty; what a status means is the integration's business.
 */
import { log } from "./logger.server.ts";

export type JsonAnswer = { status: number; body: unknown };
export type CallFailure = { ok: false; message: string };

export type JsonCall = {
  /** the system as a message names it: "Brightspace", "The testing service" */
  system: string;
  baseUrl: string;
  token: string;
  /** how the token is sent: a bearer token (default), or HTTP basic credentials already base64-encoded */
  scheme?: "Bearer" | "Basic";
  method: "GET" | "POST" | "DELETE";
  path: string;
  body?: unknown;
  timeoutMs: number;
};

export async function callJson(c: JsonCall): Promise<JsonAnswer | CallFailure> {
  try {
    const response = await fetch(new URL(c.path, c.baseUrl), {
      method: c.method,
      headers: {
        Accept: "application/json",
        Authorization: `${c.scheme ?? "Bearer"} ${c.token}`,
        ...(c.body === undefined ? {} : { "Content-Type": "application/json" }),
      },
      body: c.body === undefined ? undefined : JSON.stringify(c.body),
      signal: AbortSignal.timeout(c.timeoutMs),
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text.trim() ? JSON.parse(text) : null;
    } catch {
      // An error page in HTML or plain text: keep the text.
    }
    return { status: response.status, body: parsed };
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
    log.error(`${c.system} call failed`, { method: c.method, path: c.path, error });
    return {
      ok: false,
      message: timedOut
        ? `${c.system} did not answer within ${Math.round(c.timeoutMs / 100) / 10} seconds.`
        : `${c.system} could not be reached: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
}

export function isCallFailure(answer: JsonAnswer | CallFailure): answer is CallFailure {
  return "ok" in answer;
}
