import { randomBytes } from "node:crypto";
import { http, HttpResponse } from "msw";
import { MOCK_TWILIO_ACCOUNT_SID, MOCK_TWILIO_AUTH_TOKEN, twilioMessagesPath } from "../../app/integrations/sms.server.ts";

/**
 * Twilio's Messages resource (POST /2010-04-01/Accounts/{AccountSid}/Messages.json), the part the
 * portal calls (decision 52), with the real API's awkward parts:
 * - HTTP basic auth must be the mock account and token (MOCK_TWILIO_ACCOUNT_SID and
 *   MOCK_TWILIO_AUTH_TOKEN) and the account in the path must be the one authenticated: else 401,
 *   code 20003 "Authenticate";
 * - the parameters are read from a form body (application/x-www-form-urlencoded) only: a JSON body
 *   has no `To`, so it is refused as Twilio refuses a missing one (400, code 21604); a missing
 *   `From` is 21603 and a missing `Body` 21602;
 * - a `To` that is not E.164 (+ and 8 to 15 digits) is 400, code 21211 "The 'To' number … is not a
 *   valid phone number.";
 * - a `To` ending in 0000 stands for a member who texted STOP: 400, code 21610 "Attempt to send to
 *   unsubscribed recipient" (tests and the demo use it to see a refused text);
 * - a `Body` over 1,600 characters is 400, code 21617;
 * - otherwise 201 with the message: `sid` "SM" and 32 hex digits, status "queued", to, from, body.
 * Errors come as Twilio's JSON `{ code, message, more_info, status }`.
 */
function twilioError(status: number, code: number, message: string) {
  return HttpResponse.json({ code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status }, { status });
}

function basicAuth(request: Request): { sid: string; token: string } | null {
  const header = request.headers.get("Authorization") ?? "";
  if (!header.startsWith("Basic ")) return null;
  const decoded = Buffer.from(header.slice("Basic ".length), "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  return colon < 0 ? null : { sid: decoded.slice(0, colon), token: decoded.slice(colon + 1) };
}

async function formOf(request: Request): Promise<URLSearchParams> {
  const type = request.headers.get("Content-Type") ?? "";
  if (!type.toLowerCase().startsWith("application/x-www-form-urlencoded")) return new URLSearchParams();
  return new URLSearchParams(await request.text());
}

export function smsHandlers(baseUrl: string) {
  const messagesUrl = new URL("/2010-04-01/Accounts/:accountSid/Messages.json", baseUrl).href;
  return [
    http.post(messagesUrl, async ({ request, params }) => {
      const auth = basicAuth(request);
      if (!auth || auth.sid !== MOCK_TWILIO_ACCOUNT_SID || auth.token !== MOCK_TWILIO_AUTH_TOKEN || params.accountSid !== auth.sid) {
        return twilioError(401, 20003, "Authenticate");
      }
      const form = await formOf(request);
      const to = form.get("To");
      const from = form.get("From");
      const body = form.get("Body");
      if (!to) return twilioError(400, 21604, "A 'To' phone number is required.");
      if (!from) return twilioError(400, 21603, "A 'From' phone number is required.");
      if (!body) return twilioError(400, 21602, "Message body is required.");
      if (!/^\+[1-9]\d{7,14}$/.test(to)) return twilioError(400, 21211, `The 'To' number ${to} is not a valid phone number.`);
      if (to.endsWith("0000")) return twilioError(400, 21610, "Attempt to send to unsubscribed recipient");
      if (body.length > 1600) return twilioError(400, 21617, "The concatenated message body exceeds the 1600 character limit.");
      const sid = `SM${randomBytes(16).toString("hex")}`;
      const now = new Date().toUTCString();
      return HttpResponse.json(
        {
          sid,
          account_sid: auth.sid,
          status: "queued",
          to,
          from,
          body,
          num_segments: String(body.length <= 160 ? 1 : Math.ceil(body.length / 153)),
          direction: "outbound-api",
          api_version: "2010-04-01",
          date_created: now,
          date_updated: now,
          date_sent: null,
          error_code: null,
          error_message: null,
          uri: `${twilioMessagesPath(auth.sid).replace(/\.json$/, "")}/${sid}.json`,
        },
        { status: 201 },
      );
    }),
  ];
}
