/**
 * One authorised request to Brightspace's Valence Learning Platform API (decisions 45, 55): the
 * stored OAuth 2 access token as bearer (brightspace-token.server.ts), a 401 answered by one
 * refresh and one retry, a time limit, and a refusal turned into the message the admin reads.
 */
import { getEnv } from "~/lib/env.server.ts";
import { callJson, isCallFailure, type JsonAnswer } from "~/lib/json-call.server.ts";
import { log } from "~/lib/logger.server.ts";
import { brightspaceAccessToken, refreshBrightspaceToken } from "./brightspace-token.server.ts";

/** The Learning Platform API version the portal speaks (every Brightspace release since 20.21 serves it). */
export const BRIGHTSPACE_LP_VERSION = "1.43";
export const BRIGHTSPACE_LP_PATH = `/d2l/api/lp/${BRIGHTSPACE_LP_VERSION}`;
/** Each request's time limit: the first enrolment runs after the member's payment, inside their checkout request. */
export const BRIGHTSPACE_TIMEOUT_MS = 5_000;

export type BrightspaceFailure = { ok: false; message: string };
/** Per call: `timeoutMs` overrides BRIGHTSPACE_TIMEOUT_MS (tests of a slow answer). */
export type CallOptions = { timeoutMs?: number };
export type Answer = JsonAnswer;

/** Valence ids (org units, users) are numbers: an id stored as digits is sent as one, any other as written. */
export function valenceId(id: string): string | number {
  return /^\d{1,15}$/.test(id) ? Number(id) : id;
}

/** A path segment of an id (org unit, section, user). */
export const seg = (id: string) => encodeURIComponent(id);

export function isFailure(answer: Answer | BrightspaceFailure): answer is BrightspaceFailure {
  return "ok" in answer;
}

/** The call with the stored access token; a 401 renews the token once and tries once more. */
export async function brightspaceCall(
  method: "GET" | "POST" | "DELETE",
  path: string,
  body: unknown,
  opts: CallOptions,
): Promise<Answer | BrightspaceFailure> {
  const env = getEnv();
  const send = (token: string) =>
    callJson({
      system: "Brightspace",
      baseUrl: env.BRIGHTSPACE_URL,
      token,
      method,
      path,
      body,
      timeoutMs: opts.timeoutMs ?? BRIGHTSPACE_TIMEOUT_MS,
    });
  const token = await brightspaceAccessToken();
  if (!token.ok) return token;
  const first = await send(token.token);
  if (isCallFailure(first) || first.status !== 401) return first;
  const renewed = await refreshBrightspaceToken(token.token);
  if (!renewed.ok) return renewed;
  return send(renewed.token);
}

/** The refusal as the admin reads it: the status and Valence's problem detail (or text). */
export function refusal(answer: Answer, what: string): BrightspaceFailure {
  const b = answer.body as { Detail?: unknown; Title?: unknown } | string | null;
  const detail =
    typeof b === "string" ? b.trim().slice(0, 300) : typeof b?.Detail === "string" ? b.Detail : typeof b?.Title === "string" ? b.Title : "";
  const reason = answer.status === 401 || answer.status === 403 ? "the portal's key was refused" : detail || `it answered ${answer.status}`;
  log.error("Brightspace refused", { what, status: answer.status, detail });
  return { ok: false, message: `Brightspace could not ${what} (${answer.status}): ${reason}` };
}
