/**
 * The approval modes' registry: the approval each waiting status takes (admin spec 4 "Registration
 * approval action depends on status"). An explicit table, like the fulfilment registry: a new mode
 * is one file with its handler and one line here.
 */
import { REGISTRATION_STATUS, REGISTRATION_STEP, type APPROVAL_STATUSES } from "~/domain/constants.ts";
import { experienceApproval } from "./experience.server.ts";
import { finalApproval } from "./final.server.ts";
import { generalApproval } from "./general.server.ts";
import { moduleApproval } from "./module.server.ts";
import { pathwayApproval } from "./pathway.server.ts";
import type { ApprovalHandler, ApprovalMode } from "./types.ts";

export type { ApprovalHandler, ApprovalMode, ApprovalPreview, ApprovalSubject } from "./types.ts";

type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

/** By status, the handler for the registration's step: Registration Approval is the pathway's at Pathway Review, else general. */
export const APPROVAL_BY_STATUS: Readonly<Record<ApprovalStatus, (step: string) => ApprovalHandler<unknown>>> = {
  [REGISTRATION_STATUS.registrationApproval]: (step) => (step === REGISTRATION_STEP.pathwayApproval ? pathwayApproval : generalApproval),
  [REGISTRATION_STATUS.moduleApproval]: () => moduleApproval,
  [REGISTRATION_STATUS.finalApproval]: () => finalApproval,
  [REGISTRATION_STATUS.experienceApproval]: () => experienceApproval,
};

/** The approval a registration waits for (null: none). */
export function approvalHandler(r: { status: string; step: string }): ApprovalHandler<unknown> | null {
  return Object.hasOwn(APPROVAL_BY_STATUS, r.status) ? APPROVAL_BY_STATUS[r.status as ApprovalStatus](r.step) : null;
}

/** The name of the approval a registration waits for (null: none). */
export const approvalMode = (r: { status: string; step: string }): ApprovalMode | null => approvalHandler(r)?.mode ?? null;
