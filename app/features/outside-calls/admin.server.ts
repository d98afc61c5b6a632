/**
 * What the admin sees of the outbox (decision 53): on a record's page, each call to an outside
 * system about it, with its state, its tries, the system's last answer and, while not done, Retry.
 */
import { db } from "~/lib/db.server.ts";
import { formatDateTime } from "~/lib/dates.ts";
import { paths } from "~/lib/paths.ts";
import { callTitle } from "./executors.server.ts";
import { callStateLabel, OUTSIDE_CALL_STATE } from "./rules.ts";

export type OutsideCallRow = {
  id: number;
  name: string;
  system: string;
  state: string;
  tries: number;
  /** the system's last refusal, or what it answered once done */
  answer: string;
  /** when it was recorded, New York time */
  recorded: string;
  /** the next scheduled try, when one is planned */
  nextTry: string | null;
  retryable: boolean;
};

type About = { registrationId: number } | { userCertificationId: number };

function answerOf(c: { state: string; lastError: string | null; result: string | null }): string {
  if (c.state !== OUTSIDE_CALL_STATE.done) return c.lastError ?? "Not tried yet";
  try {
    const r = JSON.parse(c.result ?? "{}") as { orderId?: unknown; url?: unknown; expiredOn?: unknown; skipped?: unknown };
    if (typeof r.orderId === "string") return `Order ${r.orderId}`;
    if (typeof r.url === "string") return r.url;
    if (typeof r.expiredOn === "string") return `Expired on ${r.expiredOn}`;
    if (typeof r.skipped === "string") return `Nothing to do: ${r.skipped}`;
  } catch {
    // an answer kept before its shape was known
  }
  return "Done";
}

/** The calls about a registration or a certification, newest first. */
export async function listOutsideCalls(about: About): Promise<OutsideCallRow[]> {
  const calls = await db.outsideCall.findMany({
    where: about,
    orderBy: { id: "desc" },
    take: 50,
    select: { id: true, action: true, state: true, tries: true, lastError: true, result: true, createdAt: true, nextTryAt: true },
  });
  return calls.map((c) => {
    const title = callTitle(c.action);
    return {
      id: c.id,
      name: title.name,
      system: title.system,
      state: callStateLabel(c),
      tries: c.tries,
      answer: answerOf(c),
      recorded: formatDateTime(c.createdAt),
      nextTry: c.state === OUTSIDE_CALL_STATE.pending && c.nextTryAt ? formatDateTime(c.nextTryAt) : null,
      retryable: c.state !== OUTSIDE_CALL_STATE.done,
    };
  });
}

/** The pages a call is shown on (where the admin's Retry may return to), the registration's first. */
export async function outsideCallPages(id: number): Promise<string[] | null> {
  const call = await db.outsideCall.findUnique({ where: { id }, select: { registrationId: true, userCertificationId: true } });
  if (!call) return null;
  const pages: string[] = [];
  if (call.registrationId !== null) pages.push(paths.admin.courseRegistrations.review(call.registrationId));
  if (call.userCertificationId !== null) {
    const uc = await db.userCertification.findUnique({
      where: { id: call.userCertificationId },
      select: { userId: true, certificationId: true },
    });
    if (uc) pages.push(paths.admin.users.certification(uc.userId, uc.certificationId));
  }
  return pages.length ? pages : [paths.admin.jobs()];
}
