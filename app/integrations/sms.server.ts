/**
 * Text messages through Twilio's Programmable Messaging REST API (decision 52): a plain fetch
 * client, no SDK. Every text is written to the TextMessage table first (queued: the outbox, like
 * mail), then posted to `{TWILIO_URL}/2010-04-01/Accounts/{sid}/Messages.json` as a form with HTTP
 * basic auth; Twilio's answer (the message `sid`, or its error `code` and `message`) is stored on
 * the row. While texts are a stand-in (OUTSIDE_SYSTEMS `sms`, decision 35) tests/mocks/sms.ts
 * answers with the mock account below.
 */
import { EMAIL_STATUS } from "~/domain/constants.ts";
import { db } from "~/lib/db.server.ts";
import { getEnv } from "~/lib/env.server.ts";
import { log } from "~/lib/logger.server.ts";

/** The account and token the stand-in accepts (anything else is Twilio's 401, code 20003). */
export const MOCK_TWILIO_ACCOUNT_SID = "AC00000000000000000000000000000000";
export const MOCK_TWILIO_AUTH_TOKEN = "mock-twilio-auth-token";
export const TWILIO_TIMEOUT_MS = 10_000;

/** The Messages resource of an account (API version 2010-04-01, Twilio's only one for messages). */
export function twilioMessagesPath(accountSid: string): string {
  return `/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`;
}

/**
 * A stored US number as E.164: the portal keeps 10 digits (the text opt-in's rule), the profile
 * lets a member type them with spaces, dashes, dots, brackets or a leading 1. "555-123-4567",
 * "(555) 123 4567" and "1 555 123 4567" are "+15551234567"; a number already in E.164 is kept.
 * Null for anything else.
 */
export function toE164(phone: string): string | null {
  const text = phone.trim();
  if (/^\+[1-9]\d{7,14}$/.test(text)) return text;
  if (!/^[0-9+().\-\s]*$/.test(text)) return null;
  const digits = text.replace(/\D/g, "");
  if (digits.length === 10) return `+1${digits}`;
  if (digits.length === 11 && digits.startsWith("1")) return `+${digits}`;
  return null;
}

export type Text = { to: string; body: string; userId?: number };

function credentials(): { sid: string; token: string } {
  const env = getEnv();
  if (env.mocked.sms) return { sid: MOCK_TWILIO_ACCOUNT_SID, token: MOCK_TWILIO_AUTH_TOKEN };
  return { sid: env.TWILIO_ACCOUNT_SID ?? "", token: env.TWILIO_AUTH_TOKEN ?? "" };
}

/** Twilio's error as stored: "21211: The 'To' number … is not a valid phone number." */
function twilioError(status: number, body: { code?: unknown; message?: unknown } | null): string {
  const message = typeof body?.message === "string" ? body.message : `Twilio answered ${status}`;
  return typeof body?.code === "number" ? `${body.code}: ${message}` : message;
}

/**
 * Sends one text. A number the portal cannot read as a US number is passed on as written, so what
 * is recorded is Twilio's own refusal (21211). Never throws: a refusal, a timeout or an unreachable
 * API is stored on the row as failed and answered `delivered: false`.
 */
export async function sendText(text: Text): Promise<{ id: number; delivered: boolean }> {
  const env = getEnv();
  const to = toE164(text.to) ?? text.to.trim();
  const record = await db.textMessage.create({
    data: { userId: text.userId, to, body: text.body, status: EMAIL_STATUS.queued },
    select: { id: true },
  });
  const failed = async (error: string) => {
    log.warn("text message not sent", { textMessageId: record.id, error });
    await db.textMessage.update({ where: { id: record.id }, data: { status: EMAIL_STATUS.failed, error: error.slice(0, 2000) } });
    return { id: record.id, delivered: false };
  };
  try {
    const { sid, token } = credentials();
    const response = await fetch(new URL(twilioMessagesPath(sid), env.TWILIO_URL), {
      method: "POST",
      headers: {
        Authorization: `Basic ${Buffer.from(`${sid}:${token}`).toString("base64")}`,
        "Content-Type": "application/x-www-form-urlencoded",
        Accept: "application/json",
      },
      body: new URLSearchParams({ To: to, From: env.TWILIO_FROM, Body: text.body }).toString(),
      signal: AbortSignal.timeout(TWILIO_TIMEOUT_MS),
    });
    const body = (await response.json().catch(() => null)) as { sid?: unknown; code?: unknown; message?: unknown } | null;
    if (response.status !== 201 || typeof body?.sid !== "string") return await failed(twilioError(response.status, body));
    await db.textMessage.update({
      where: { id: record.id },
      data: { status: EMAIL_STATUS.sent, providerMessageId: body.sid, sentAt: new Date() },
    });
    return { id: record.id, delivered: true };
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
    return failed(
      timedOut ? `Twilio did not answer within ${TWILIO_TIMEOUT_MS / 1000} seconds` : `Twilio could not be reached: ${String(error)}`,
    );
  }
}
