/**
 * A training's registration (every category but the independent trainer's, whose application is a
 * wizard of its own): the member starts it from the Available tab (a POST: a GET changes nothing,
 * decision 38), the registration page shows the course with its review/pay block, Add to Cart puts
 * the training's product in the cart tied to the registration, paying enrols
 * (course-fulfilment.server.ts), and once finished the member submits it for the admin's module
 * approval, which completes it with its badge (decision 46).
 *
 * Twice is once: starting reuses the member's open registration for the training (read and written
 * in one IMMEDIATE transaction, so two posts at once queue and the second finds the first's), and
 * Add to Cart finds the registration's unpaid item. A training the member completed, is enrolled in
 * or has waiting for review is not started again. Every read and write is of the member's own
 * registration.
 */
import { PRODUCT_KIND, REGISTRATION_STATUS, REGISTRATION_STEP, TRAINING_CATEGORY_KEY, USER_TRAINING_STATUS } from "~/domain/constants.ts";
import { CART_LOCKED_MESSAGE, changeCart } from "~/features/commerce/cart.server.ts";
import { PAID_TRANSACTION_STATUSES } from "~/features/commerce/payments.server.ts";
import { hasMemberPricing } from "~/features/membership/memberships.server.ts";
import type { Actor } from "~/lib/actor.ts";
import { auditChange } from "~/lib/audit.server.ts";
import { db, type Tx } from "~/lib/db.server.ts";
import { formatCents } from "~/lib/money.ts";
import { safeHtml } from "~/lib/safe-html.server.ts";
import { groupTrainings, trainingPriceCents } from "./catalogue.ts";
import { catalogueWhere, listMemberTrainingRows, registrationsInCart } from "./catalogue.server.ts";
import { countsAsEnrolled } from "./enrolment.ts";
import { videoLinks, type VideoLinks } from "./course-link.ts";

export const COURSE_MESSAGES = {
  completed: "You have already completed this course.",
  enrolled: "You are already enrolled in this course.",
  underReview: "Your registration for this course is under review.",
  notOffered: "This course is not offered right now.",
  paid: "This course is already paid for.",
  added: "Added to your cart.",
  submitted: "Thank you! We will review your course and send your credential once it is approved.",
  notFinishable: "This course cannot be submitted for review.",
} as const;

/** The category of a registration page, or null. */
export function getTrainingCategory(categoryId: number) {
  return db.trainingCategory.findUnique({
    where: { id: categoryId },
    select: { id: true, key: true, name: true, description: true, descriptionVideoUrl: true },
  });
}

/** Enrolments still open for a course: not completed, and not pending (a pending one's course cannot have been taken yet). */
const OPEN_ENROLMENT = [USER_TRAINING_STATUS.enrolled, USER_TRAINING_STATUS.inProgress];

const isTrainerCategory = (c: { key: string | null }) => c.key === TRAINING_CATEGORY_KEY.independentTrainer;

/** Why the member cannot start the training now (completed, enrolled, under review), or null. One grouping rule with the pages. */
async function refusalToStart(tx: Tx, userId: number, training: { id: number; name: string; key: string | null }, now: Date) {
  const [[userTrainings, registrations], inCart] = await Promise.all([
    listMemberTrainingRows(userId, { trainingId: training.id, client: tx }),
    registrationsInCart(userId, tx),
  ]);
  const trainings = new Map([[training.id, { name: training.name, category: { key: training.key } }]]);
  const groups = groupTrainings({ userTrainings, registrations, trainings, catalogue: [{ id: training.id }], inCart }, now);
  if (groups.completed.length) return COURSE_MESSAGES.completed;
  if (groups.inProgress.length) return COURSE_MESSAGES.enrolled;
  if (groups.available[0]?.offer === "under_review") return COURSE_MESSAGES.underReview;
  return null;
}

export type StartOutcome =
  | { kind: "notFound" }
  /** the independent trainer category: its application starts elsewhere */
  | { kind: "trainer" }
  | { kind: "refused"; message: string }
  | { kind: "ready"; registrationId: number; started: boolean };

/**
 * Register (the Available tab's button): the member's open registration (pre-registration) for the
 * training, reused and brought forward, or a new one at Pay & Review. A training of another
 * category is not found; one no longer offered, or taken already, is refused.
 */
export async function startCourseRegistration(
  actor: Actor,
  categoryId: number,
  trainingId: number,
  now = new Date(),
): Promise<StartOutcome> {
  const userId = actor.userId;
  const [category, training] = await Promise.all([
    getTrainingCategory(categoryId),
    db.training.findFirst({ where: { id: trainingId, categoryId }, select: { id: true, name: true } }),
  ]);
  if (!category) return { kind: "notFound" };
  if (isTrainerCategory(category)) return { kind: "trainer" };
  if (!training) return { kind: "notFound" };
  const offered = await db.training.count({ where: { id: trainingId, ...catalogueWhere, productId: { not: null } } });
  if (!offered) return { kind: "refused", message: COURSE_MESSAGES.notOffered };
  return db.$transaction(async (tx): Promise<StartOutcome> => {
    const refusal = await refusalToStart(tx, userId, { ...training, key: category.key }, now);
    if (refusal) return { kind: "refused", message: refusal };
    const open = await tx.registration.findFirst({
      where: { userId, trainingId, status: REGISTRATION_STATUS.preRegistration },
      orderBy: { id: "desc" },
      select: { id: true },
    });
    if (open) {
      // Brought forward: the category's page shows the registration started (or reused) last.
      await tx.registration.update({ where: { id: open.id }, data: { updatedAt: now } });
      return { kind: "ready", registrationId: open.id, started: false };
    }
    const created = await tx.registration.create({
      data: {
        userId,
        trainingId,
        status: REGISTRATION_STATUS.preRegistration,
        step: REGISTRATION_STEP.summary,
        createdAt: now,
        updatedAt: now,
      },
      select: { id: true },
    });
    await auditChange(tx, actor, {
      action: "training.registration.start",
      entityType: "Registration",
      entityId: created.id,
      after: { trainingId },
    });
    return { kind: "ready", registrationId: created.id, started: true };
  });
}

const PRODUCT_SELECT = {
  id: true,
  kind: true,
  name: true,
  priceCents: true,
  memberPriceCents: true,
  freeForMembers: true,
  deletedAt: true,
} as const;

/** The training of a registration with what its page and Add to Cart need. */
const TRAINING_SELECT = {
  id: true,
  name: true,
  description: true,
  available: true,
  show: true,
  hcCourseId: true,
  product: { select: PRODUCT_SELECT },
} as const;

type OfferedTraining = { available: boolean; show: boolean; product: { deletedAt: Date | null } | null };
const isOffered = (t: OfferedTraining) => t.available && t.show && t.product !== null && t.product.deletedAt === null;

export type CourseRegistrationPage = {
  kind: "page";
  registrationId: number;
  category: { id: number; name: string };
  training: { name: string };
  /** the training's description, else its category's (admin-written rich text, sanitised) */
  descriptionHtml: string;
  video: VideoLinks | null;
  /** what the member pays ("$99.00"), the list price struck through when less; null when not offered */
  price: string | null;
  listPrice: string | null;
  inCart: boolean;
  offered: boolean;
};

/**
 * GET …/trainings/{categoryId}: the member's registration in the category that is still to be paid
 * (the one started or reused last), with the course's description, video and price. `none`: the
 * member has no such registration (the page sends them to the dashboard). Reads only.
 */
export async function loadCourseRegistration(
  userId: number,
  categoryId: number,
  now = new Date(),
): Promise<{ kind: "notFound" } | { kind: "trainer" } | { kind: "none" } | CourseRegistrationPage> {
  const category = await getTrainingCategory(categoryId);
  if (!category) return { kind: "notFound" };
  if (isTrainerCategory(category)) return { kind: "trainer" };
  const registration = await db.registration.findFirst({
    where: { userId, status: REGISTRATION_STATUS.preRegistration, training: { categoryId } },
    orderBy: [{ updatedAt: "desc" }, { id: "desc" }],
    select: { id: true, training: { select: TRAINING_SELECT } },
  });
  const training = registration?.training;
  if (!registration || !training) return { kind: "none" };
  const [inCart, memberPricing] = await Promise.all([
    db.lineItem.count({ where: { userId, registrationId: registration.id, transactionId: null, showInCart: true } }),
    hasMemberPricing(userId, now),
  ]);
  const offered = isOffered(training);
  const cents = training.product && offered ? trainingPriceCents(training.product, memberPricing) : null;
  return {
    kind: "page",
    registrationId: registration.id,
    category: { id: category.id, name: category.name },
    training: { name: training.name },
    descriptionHtml: safeHtml(training.description?.trim() ? training.description : category.description),
    video: videoLinks(category.descriptionVideoUrl),
    price: cents === null ? null : formatCents(cents),
    listPrice: training.product && cents !== null && training.product.priceCents > cents ? formatCents(training.product.priceCents) : null,
    inCart: inCart > 0,
    offered,
  };
}

export type AddOutcome =
  | { kind: "notFound" }
  | { kind: "trainer" }
  /** `paid`: the registration is past pre-registration (paid already) */
  | { kind: "refused"; message: string; paid?: boolean }
  | { kind: "added" | "inCart" };

/**
 * Add to Cart: the training's product as one unpaid line item of kind `training` tied to the
 * registration, at the price the cart charges the member (member pricing as the cart decides it).
 * Already in the cart is success with nothing written; refused while a checkout of the cart is
 * pending, for a training no longer offered, and once paid.
 */
export async function addCourseToCart(actor: Actor, categoryId: number, registrationId: number, now = new Date()): Promise<AddOutcome> {
  const userId = actor.userId;
  const [category, registration] = await Promise.all([
    getTrainingCategory(categoryId),
    db.registration.findFirst({
      where: { id: registrationId, userId, training: { categoryId } },
      select: { id: true, status: true, training: { select: TRAINING_SELECT } },
    }),
  ]);
  if (!category) return { kind: "notFound" };
  if (isTrainerCategory(category)) return { kind: "trainer" };
  const training = registration?.training;
  if (!registration || !training) return { kind: "notFound" };
  if (registration.status !== REGISTRATION_STATUS.preRegistration) return { kind: "refused", message: COURSE_MESSAGES.paid, paid: true };
  const product = training.product;
  if (!product || !isOffered(training)) return { kind: "refused", message: COURSE_MESSAGES.notOffered };
  const memberPricing = await hasMemberPricing(userId, now);
  const outcome = await changeCart(userId, async (tx): Promise<AddOutcome> => {
    const items = await tx.lineItem.findMany({
      where: {
        registrationId: registration.id,
        userId,
        OR: [{ transactionId: null }, { transaction: { status: { in: [...PAID_TRANSACTION_STATUSES] } } }],
      },
      select: { id: true, transactionId: true, showInCart: true },
      take: 10,
    });
    if (items.some((i) => i.transactionId !== null)) return { kind: "refused", message: COURSE_MESSAGES.paid, paid: true };
    const unpaid = items.find((i) => i.transactionId === null);
    if (unpaid) {
      if (!unpaid.showInCart) await tx.lineItem.update({ where: { id: unpaid.id }, data: { showInCart: true } });
      return { kind: "inCart" };
    }
    const line = await tx.lineItem.create({
      data: {
        userId,
        productId: product.id,
        kind: PRODUCT_KIND.training,
        registrationId: registration.id,
        name: product.name,
        priceCents: product.priceCents,
        finalPriceCents: trainingPriceCents(product, memberPricing),
        freeForMembers: product.freeForMembers,
        quantity: 1,
        showInCart: true,
        hcCourseId: training.hcCourseId,
        createdAt: now,
      },
      select: { id: true },
    });
    await auditChange(tx, actor, {
      action: "training.registration.addToCart",
      entityType: "Registration",
      entityId: registration.id,
      after: { lineItemId: line.id, productId: product.id },
    });
    return { kind: "added" };
  });
  return "ok" in outcome ? { kind: "refused", message: CART_LOCKED_MESSAGE } : outcome;
}

/**
 * "I have finished this course" (the In Progress tab): the member's enrolled registration (paid,
 * post-registration, not past its learning-system year, with its course enrolment open) goes to
 * module approval, where the admin completes the course and issues its badge. Posting again while
 * it waits is success with nothing written.
 */
export async function submitCourseForReview(
  actor: Actor,
  registrationId: number,
  now = new Date(),
): Promise<{ kind: "notFound" } | { kind: "submitted" | "waiting" } | { kind: "refused"; message: string }> {
  return db.$transaction(async (tx) => {
    const r = await tx.registration.findFirst({
      where: { id: registrationId, userId: actor.userId, trainingId: { not: null } },
      select: {
        id: true,
        status: true,
        deadline: true,
        brightspaceEnrollment: true,
        brightspaceRemoval: true,
        training: { select: { category: { select: { key: true } } } },
        userTrainings: { where: { status: { in: OPEN_ENROLMENT } }, select: { id: true }, take: 1 },
      },
    });
    if (!r) return { kind: "notFound" } as const;
    if (r.status === REGISTRATION_STATUS.moduleApproval) return { kind: "waiting" } as const;
    const categoryKey = r.training?.category.key ?? null;
    const finishable =
      r.status === REGISTRATION_STATUS.postRegistration &&
      categoryKey !== TRAINING_CATEGORY_KEY.independentTrainer &&
      r.userTrainings.length > 0 &&
      countsAsEnrolled({ ...r, categoryKey }, now);
    if (!finishable) return { kind: "refused", message: COURSE_MESSAGES.notFinishable } as const;
    const claimed = await tx.registration.updateMany({
      where: { id: r.id, status: REGISTRATION_STATUS.postRegistration },
      data: { status: REGISTRATION_STATUS.moduleApproval },
    });
    if (claimed.count === 0) return { kind: "waiting" } as const;
    await auditChange(tx, actor, {
      action: "training.registration.submit",
      entityType: "Registration",
      entityId: r.id,
      before: { status: r.status },
      after: { status: REGISTRATION_STATUS.moduleApproval },
    });
    return { kind: "submitted" } as const;
  });
}
