/**
 * The approval modes' registry: the approval each waiting status takes (admin spec 4 "Registration
 * approval action depends on status"). An explicit table, like the fulfilment registry: a new mode
 * is one file with its handler and one line here.
 */
import { REGISTRATION_STATUS, REGISTRATION_STEP, TRAINING_CATEGORY_KEY, type APPROVAL_STATUSES } from "~/domain/constants.ts";
import { experienceApproval } from "./experience.server.ts";
import { finalApproval } from "./final.server.ts";
import { generalApproval } from "./general.server.ts";
import { courseApproval, moduleApproval } from "./module.server.ts";
import { pathwayApproval } from "./pathway.server.ts";
import { trainerApproval } from "./trainer.server.ts";
import type { ApprovalHandler, ApprovalMode } from "./types.ts";

export type { ApprovalHandler, ApprovalMode, ApprovalPreview, ApprovalSubject } from "./types.ts";

type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

/** What picks a registration's approval: its status and step, and its training's category (an Independent Trainer application). */
export type ApprovalKey = { status: string; step: string; training?: { category: { key: string | null } } | null };

/** Whether the registration is an Independent Trainer application (its training in the independent_trainer category). */
export const isTrainerApplication = (r: ApprovalKey) => r.training?.category.key === TRAINING_CATEGORY_KEY.independentTrainer;

/**
 * By status, the handler for the registration: Registration Approval is the trainer's for an
 * Independent Trainer application, the pathway's at Pathway Review, else general; Module Approval
 * completes a training registration (a course), else it returns the certification registration to
 * post-registration.
 */
export const APPROVAL_BY_STATUS: Readonly<Record<ApprovalStatus, (r: ApprovalKey) => ApprovalHandler<unknown>>> = {
  [REGISTRATION_STATUS.registrationApproval]: (r) =>
    isTrainerApplication(r) ? trainerApproval : r.step === REGISTRATION_STEP.pathwayApproval ? pathwayApproval : generalApproval,
  [REGISTRATION_STATUS.moduleApproval]: (r) => (r.training ? courseApproval : moduleApproval),
  [REGISTRATION_STATUS.finalApproval]: () => finalApproval,
  [REGISTRATION_STATUS.experienceApproval]: () => experienceApproval,
};

/** The approval a registration waits for (null: none). */
export function approvalHandler(r: ApprovalKey): ApprovalHandler<unknown> | null {
  return Object.hasOwn(APPROVAL_BY_STATUS, r.status) ? APPROVAL_BY_STATUS[r.status as ApprovalStatus](r) : null;
}

/** The name of the approval a registration waits for (null: none). */
export const approvalMode = (r: ApprovalKey): ApprovalMode | null => approvalHandler(r)?.mode ?? null;
