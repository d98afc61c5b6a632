/**
 * The outbox's registry (decision 53): what each recorded action does when the runner makes it.
 * Only this module imports the executors, so no capability imports the runner back through it.
 */
import { issueRecordedCredential, withdrawRecordedCredential } from "~/features/certifications/credentials.server.ts";
import { addAnnouncedCourse, orderCourseMaterials } from "~/features/certifications/registration/holmes-order.server.ts";
import { OUTSIDE_CALL_ACTION, type OutsideCallAction } from "./rules.ts";

export type CallOutcome = { ok: true; result: Record<string, unknown> } | { ok: false; message: string };
/** `call.now` is the runner's clock (the scheduled run's as-of time). */
export type CallExecutor = (payload: Record<string, unknown>, call: { id: number; key: string; now: Date }) => Promise<CallOutcome>;

export const EXECUTORS: Record<OutsideCallAction, CallExecutor> = {
  [OUTSIDE_CALL_ACTION.holmesOrder]: (payload) => orderCourseMaterials(payload),
  [OUTSIDE_CALL_ACTION.holmesAddCourse]: (payload, call) => addAnnouncedCourse(payload, call),
  [OUTSIDE_CALL_ACTION.accredibleIssue]: (payload) => issueRecordedCredential(payload),
  [OUTSIDE_CALL_ACTION.accredibleExpire]: (payload, call) => withdrawRecordedCredential(payload, call.now),
};

/** What the admin reads: the call's name, and the words before the system's refusal. */
export function callTitle(action: OutsideCallAction | string): { name: string; system: string; failure: string } {
  switch (action) {
    case OUTSIDE_CALL_ACTION.holmesOrder:
      return { name: "Course materials order", system: "Holmes", failure: "The course materials order failed" };
    case OUTSIDE_CALL_ACTION.holmesAddCourse:
      return { name: "Course added to the Holmes order", system: "Holmes", failure: "The course could not be added at Holmes" };
    case OUTSIDE_CALL_ACTION.accredibleIssue:
      return { name: "Credential issued", system: "Accredible", failure: "The credential could not be issued" };
    case OUTSIDE_CALL_ACTION.accredibleExpire:
      return { name: "Certificate withdrawn", system: "Accredible", failure: "The certificate could not be withdrawn" };
    default:
      return { name: action, system: "", failure: "The call failed" };
  }
}
