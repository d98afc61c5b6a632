/**
 * The member's trainings grouped as the spec groups them (member spec 4: "Trainings group into
 * completed, enrolled and available"), the one rule behind the dashboard's Essentials Courses card,
 * the profile sidebar's trainings and the Essentials courses page (decision 46). Pure: the caller
 * passes the member's rows, the trainings they name and the catalogue.
 *
 * - Completed: the member's completed enrolments (UserTraining completed), with their credential.
 * - In progress ("enrolled"): other enrolments whose registration (if any) counts as enrolled
 *   (features/trainings/enrolment.ts), then registrations that count as enrolled; Pending when the
 *   learning-system link is disabled: the enrolment is pending, or the learning system refused the
 *   registration's enrolment (until a retry succeeds).
 * - Available: the catalogue minus both. A training the member has in the cart or waiting for an
 *   admin decision stays available (the spec's rule: awaiting approval is not enrolled) but is not
 *   offered for purchase again: its `offer` says so.
 */
import { APPROVAL_STATUSES, USER_TRAINING_STATUS } from "~/domain/constants.ts";
import { countsAsEnrolled } from "./enrolment.ts";

/** A UserTraining row, oldest first. */
export type UserTrainingRow = {
  id: number;
  trainingId: number;
  registrationId: number | null;
  status: string;
  accredibleUrl: string | null;
};
/** A training registration row, oldest first. */
export type TrainingRegistrationRow = {
  id: number;
  trainingId: number | null;
  status: string;
  deadline: Date | null;
  brightspaceEnrollment: boolean;
  brightspaceRemoval: boolean;
  /** the learning system refused the enrolment (its link is disabled until a retry succeeds) */
  brightspaceEnrollmentError?: string | null;
};
/** What the grouping needs of a training the member's rows name. */
export type TrainingInfo = { name: string; category: { key: string | null } };

export type CompletedTraining = { trainingId: number; name: string; userTrainingId: number; credentialUrl: string | null };
export type EnrolledTraining = {
  trainingId: number;
  name: string;
  /** the learning-system link is disabled (the enrolment is pending) */
  pending: boolean;
  /** the enrolment (null: a registration that counts as enrolled without one) */
  userTrainingId: number | null;
  /** the registration it belongs to, if any */
  registrationId: number | null;
};
/**
 * How an available training is offered: Register, already in the cart (its registration's item is
 * unpaid in the cart), or under review (a registration of it waits for an admin decision).
 */
export type TrainingOffer = "register" | "in_cart" | "under_review";
export type AvailableTraining = { trainingId: number; offer: TrainingOffer };

export type TrainingGroups = { completed: CompletedTraining[]; inProgress: EnrolledTraining[]; available: AvailableTraining[] };

export type TrainingRows = {
  userTrainings: readonly UserTrainingRow[];
  registrations: readonly TrainingRegistrationRow[];
  /** the trainings the rows name (a row whose training is missing is left out) */
  trainings: ReadonlyMap<number, TrainingInfo>;
  /** what a member could take now: available, shown, product not deleted */
  catalogue: readonly { id: number }[];
  /** registrations with an unpaid item in the cart (none: offers are not needed) */
  inCart?: ReadonlySet<number>;
};

const AWAITING = APPROVAL_STATUSES as readonly string[];

export function groupTrainings(rows: TrainingRows, now: Date): TrainingGroups {
  const { userTrainings, registrations, trainings } = rows;
  const enrolledRegistration = new Map<number, boolean>();
  const refused = new Set<number>();
  for (const r of registrations) {
    const categoryKey = (r.trainingId !== null ? trainings.get(r.trainingId)?.category.key : null) ?? null;
    enrolledRegistration.set(r.id, countsAsEnrolled({ ...r, categoryKey }, now));
    if (r.brightspaceEnrollmentError) refused.add(r.id);
  }
  const completed = new Map<number, CompletedTraining>();
  const inProgress = new Map<number, EnrolledTraining>();
  for (const t of userTrainings) {
    const training = trainings.get(t.trainingId);
    if (t.status !== USER_TRAINING_STATUS.completed || !training) continue;
    completed.set(t.trainingId, { trainingId: t.trainingId, name: training.name, userTrainingId: t.id, credentialUrl: t.accredibleUrl });
  }
  for (const t of userTrainings) {
    const training = trainings.get(t.trainingId);
    if (!training || completed.has(t.trainingId)) continue;
    if (t.registrationId !== null && enrolledRegistration.get(t.registrationId) === false) continue;
    const earlier = inProgress.get(t.trainingId);
    const refusedEnrolment = t.registrationId !== null && refused.has(t.registrationId);
    const pending = t.status === USER_TRAINING_STATUS.pending || refusedEnrolment || earlier?.pending === true;
    inProgress.set(t.trainingId, {
      trainingId: t.trainingId,
      name: training.name,
      pending,
      userTrainingId: t.id,
      registrationId: t.registrationId,
    });
  }
  for (const r of registrations) {
    const training = r.trainingId === null ? undefined : trainings.get(r.trainingId);
    if (r.trainingId === null || !training || completed.has(r.trainingId) || inProgress.has(r.trainingId)) continue;
    if (enrolledRegistration.get(r.id)) {
      inProgress.set(r.trainingId, {
        trainingId: r.trainingId,
        name: training.name,
        pending: refused.has(r.id),
        userTrainingId: null,
        registrationId: r.id,
      });
    }
  }
  const available = rows.catalogue
    .filter((t) => !completed.has(t.id) && !inProgress.has(t.id))
    .map((t) => ({ trainingId: t.id, offer: offerOf(t.id, registrations, rows.inCart) }));
  return { completed: [...completed.values()], inProgress: [...inProgress.values()], available };
}

/** Under review when a registration of the training waits for an admin; in the cart when one's item is unpaid there. */
function offerOf(trainingId: number, registrations: readonly TrainingRegistrationRow[], inCart?: ReadonlySet<number>): TrainingOffer {
  const own = registrations.filter((r) => r.trainingId === trainingId);
  if (own.some((r) => AWAITING.includes(r.status))) return "under_review";
  if (inCart && own.some((r) => inCart.has(r.id))) return "in_cart";
  return "register";
}

/** What a member pays for a training's product, as the cart charges it: the member price (nothing when free for members) with member pricing, else the list price. */
export function trainingPriceCents(
  product: { priceCents: number; memberPriceCents: number | null; freeForMembers: boolean },
  memberPricing: boolean,
): number {
  if (!memberPricing) return product.priceCents;
  if (product.freeForMembers) return 0;
  return product.memberPriceCents ?? product.priceCents;
}

/** The Essentials courses page's tabs (member spec 2), `?tab=` in the URL; Available when missing or unknown. */
export const TRAINING_TABS = [
  { key: "available", label: "Available" },
  { key: "in-progress", label: "In Progress" },
  { key: "complete", label: "Complete" },
] as const;
export type TrainingTab = (typeof TRAINING_TABS)[number]["key"];

export function trainingTab(raw: string | null | undefined): TrainingTab {
  return TRAINING_TABS.find((t) => t.key === raw)?.key ?? "available";
}
