import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { invalid, isInvalid, type FormReply } from "./outcome.ts";
import { replyTo, replyWith } from "./reply.server.ts";

const schema = z.object({ title: z.string({ required_error: "Required" }), password: z.string().optional() });

function form(values: Record<string, string>) {
  const fd = new FormData();
  for (const [k, v] of Object.entries(values)) fd.append(k, v);
  return fd;
}

async function read(response: ReturnType<typeof replyTo>) {
  return { status: response.init?.status ?? 200, reply: response.data as FormReply };
}

describe("the form pipeline's reply", () => {
  it("answers the schema's errors with the posted values and a 400", async () => {
    const { status, reply } = await read(replyTo(parseWithZod(form({ password: "secret" }), { schema }), { hideFields: ["password"] }));
    expect(status).toBe(400);
    expect(reply.result.error).toMatchObject({ title: ["Required"] });
    expect(reply.result.initialValue).toEqual({});
  });

  it("answers a service's Invalid under its fields and the form's own message, keeping the values", async () => {
    const submission = parseWithZod(form({ title: "Budgeting" }), { schema });
    const { status, reply } = await read(replyTo(submission, { invalid: invalid({ title: "Taken", "": "Could not save" }) }));
    expect(status).toBe(400);
    expect(reply.result.status).toBe("error");
    expect(reply.result.error).toMatchObject({ title: ["Taken"], "": ["Could not save"] });
    expect(reply.result.initialValue).toEqual({ title: "Budgeting" });
  });

  it("shows values the server changed, with a notice and a 200, and a new sequence number each time", async () => {
    const submission = parseWithZod(form({ title: "x" }), { schema });
    const a = await read(replyTo(submission, { values: { title: "Filled in" }, notice: "Code applied." }));
    const b = await read(replyWith(null, { invalid: invalid({ "": "The upload could not be read." }) }));
    expect(a.status).toBe(200);
    expect(a.reply).toMatchObject({ notice: "Code applied.", result: { status: "success", initialValue: { title: "Filled in" } } });
    expect(b.status).toBe(400);
    expect(b.reply.result.initialValue).toBeUndefined();
    expect(b.reply.seq).toBeGreaterThan(a.reply.seq);
  });

  it("empties the form after a request was sent, with its notice; passes extra headers on", async () => {
    const submission = parseWithZod(form({ title: "Sent" }), { schema });
    const sent = replyTo(submission, { reset: true, notice: "Thank you!" });
    expect(sent.init?.status).toBe(200);
    expect((sent.data as FormReply).result).toEqual({ initialValue: null });
    expect((sent.data as FormReply).notice).toBe("Thank you!");
    const withCookie = replyTo(submission, { invalid: invalid({ "": "Declined" }), status: 402, headers: { "Set-Cookie": "t=1" } });
    expect(withCookie.init).toMatchObject({ status: 402, headers: { "Set-Cookie": "t=1" } });
  });

  it("answers a limit's refusal with a 429 and Retry-After in whole seconds, keeping other headers", () => {
    const submission = parseWithZod(form({ title: "x", password: "secret" }), { schema });
    const refused = replyTo(submission, {
      invalid: invalid({ "": "Too many tries. Please wait 2 minutes." }),
      hideFields: ["password"],
      retryAfterSeconds: 90.2,
      headers: { "Set-Cookie": "t=1" },
    });
    expect(refused.init?.status).toBe(429);
    const headers = new Headers(refused.init?.headers);
    expect(headers.get("Retry-After")).toBe("91");
    expect(headers.get("Set-Cookie")).toBe("t=1");
    expect((refused.data as FormReply).result.error).toMatchObject({ "": ["Too many tries. Please wait 2 minutes."] });
    expect((refused.data as FormReply).result.initialValue).toEqual({ title: "x" });
  });

  it("builds Invalid from one message or several, leaving out blanks, and recognises it", () => {
    const refusal = invalid<"title" | "sponsor">({ title: "Required", sponsor: ["Too long", ""], "": undefined });
    expect(refusal).toEqual({ kind: "invalid", errors: { title: ["Required"], sponsor: ["Too long"] } });
    expect(isInvalid(refusal)).toBe(true);
    expect(isInvalid({ kind: "moved" })).toBe(false);
    expect(isInvalid(null)).toBe(false);
  });
});
