/**
 * The Independent Trainer application on the wizard engine (kit/wizard/engine.server.ts): the
 * member's latest application (a Registration of the independent trainer category's training) while
 * it is in pre-registration, under trainings/{categoryId}/{step}. A member who is not eligible
 * (trainer-eligibility.ts), or has no application open, is sent to the trainer dashboard (member
 * spec 2). Finishing Pay & Review puts an unpaid application in the cart; an application already
 * paid (sent back by a rejection) goes straight back to review (decision 47).
 */
import type { Prisma } from "~/generated/prisma/client.ts";
import { PRODUCT_KIND, REGISTRATION_STATUS, TRAINING_CATEGORY_KEY } from "~/domain/constants.ts";
import { claimRegistration } from "~/features/certifications/wizard-registration.server.ts";
import { db } from "~/lib/db.server.ts";
import { notFound } from "~/lib/http.ts";
import { idParam } from "~/lib/params.ts";
import { paths } from "~/lib/paths.ts";
import { safeHtml } from "~/lib/safe-html.server.ts";
import { defineWizardServer, type Client, type Moved, type RouteParams, type StepCall } from "~/kit/wizard/engine.server.ts";
import { getTrainerEligibility } from "../trainer-eligibility.server.ts";
import { TRAINER_APPLICATION_WIZARD, type TrainerStep } from "./wizard.ts";

export type TrainerScope = { categoryId: number };
export type TrainerCall = StepCall<TrainerScope, TrainerStep>;

/** Registrations that are Independent Trainer applications. */
export const TRAINER_APPLICATION_WHERE = { training: { category: { key: TRAINING_CATEGORY_KEY.independentTrainer } } } as const;

/**
 * Whether a line item is the application's fee: the kind independent_trainer is shared with the
 * category's yearly renewal, so the renewal product is told apart by the category's renewalProduct.
 */
export function isApplicationItem(item: { kind: string; productId: number | null }, renewalProductId: number | null): boolean {
  return item.kind === PRODUCT_KIND.independentTrainer && (renewalProductId === null || item.productId !== renewalProductId);
}

/** The application as the wizard and its steps need it (the member's own, in pre-registration), with whether its fee is paid. */
export async function readTrainerApplication(client: Client, userId: number, registrationId: number) {
  const r = await client.registration.findFirst({
    where: { id: registrationId, userId, status: REGISTRATION_STATUS.preRegistration, ...TRAINER_APPLICATION_WHERE },
    select: {
      id: true,
      userId: true,
      step: true,
      status: true,
      training: { select: { categoryId: true, category: { select: { renewalProductId: true } } } },
      lineItems: {
        where: { transactionId: { not: null }, kind: PRODUCT_KIND.independentTrainer },
        select: { kind: true, productId: true },
      },
    },
  });
  if (!r?.training) return null;
  const renewal = r.training.category.renewalProductId;
  return { id: r.id, userId: r.userId, step: r.step, status: r.status, paid: r.lineItems.some((l) => isApplicationItem(l, renewal)) };
}
export type TrainerApplication = NonNullable<Awaited<ReturnType<typeof readTrainerApplication>>>;

/** The independent trainer category's id when `categoryId` is it; anything else is a 404. */
async function trainerCategoryScope(client: Client, categoryId: number) {
  const category = await client.trainingCategory.findFirst({
    where: { id: categoryId, key: TRAINING_CATEGORY_KEY.independentTrainer },
    select: { id: true },
  });
  if (!category) throw notFound();
  return category.id;
}

export const trainerWizard = defineWizardServer({
  table: TRAINER_APPLICATION_WIZARD,
  label: "Application steps",
  entityType: "Registration",
  scope: (params: RouteParams): TrainerScope => ({ categoryId: idParam(params.categoryId) }),
  /** The open application, when the member may apply at all (else the dashboard explains why). */
  async locate(client, userId, { categoryId }) {
    await trainerCategoryScope(client, categoryId);
    const latest = await client.registration.findFirst({
      where: { userId, training: { categoryId } },
      orderBy: { id: "desc" },
      select: { id: true, status: true, expirationStatus: true },
    });
    if (!latest || latest.status !== REGISTRATION_STATUS.preRegistration || latest.expirationStatus !== null) return null;
    return (await getTrainerEligibility(userId)).eligible ? latest.id : null;
  },
  read: readTrainerApplication,
  context: async () => ({}),
  // Finishing an application whose fee is paid (after a rejection) resubmits it for review.
  advance: (r, { finished }) =>
    finished && r.paid ? { data: { status: REGISTRATION_STATUS.registrationApproval }, action: "registration.resubmit" } : null,
  claim: claimRegistration,
  href: {
    step: ({ categoryId }, key) => paths.trainings.registerStep(categoryId, key),
    outside: () => paths.trainings.independent.root(),
    finished: () => paths.trainings.independent.root(),
  },
  async frame(_scope, r) {
    const review = await db.registrationReview.findFirst({
      where: { registrationId: r.id, registrationStatus: REGISTRATION_STATUS.registrationApproval },
      orderBy: { id: "desc" },
      select: { approved: true, message: true },
    });
    const html = safeHtml(review?.message);
    return {
      title: "Independent Trainer Application",
      review: review && html ? { approved: review.approved, html, heading: "Your application was not approved" } : null,
    };
  },
});

/** Save & Continue of a step whose answers are the application's own columns: written with the move, in one transaction. */
export function saveTrainerAnswers(call: TrainerCall, data: Prisma.RegistrationUncheckedUpdateInput): Promise<Moved> {
  return trainerWizard.move(call, "continue", async (tx, r) => {
    await tx.registration.update({ where: { id: r.id }, data });
  });
}
