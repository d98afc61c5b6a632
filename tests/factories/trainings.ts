/**
 * Trainings: the reference (the Independent Trainer program and Money Management Essentials, found
 * or made) and the states of their registrations: an approved independent trainer, a trainer
 * application waiting for approval, an Essentials registration waiting in module approval, and a
 * registration's module waiting for approval.
 */
import type { Prisma } from "~/generated/prisma/client.ts";
import {
  DISCOUNT_KIND,
  PRODUCT_KIND,
  REGISTRATION_STATUS,
  REGISTRATION_STEP,
  TRAINER_AUDIENCE,
  TRAINER_LANGUAGE,
  TRAINER_PROGRAM_FORMAT,
  TRAINING_CATEGORY_KEY,
  USER_TRAINING_STATUS,
} from "~/domain/constants.ts";
import { addDays, daysAgo } from "~/lib/dates.ts";
import { db } from "~/lib/db.server.ts";
import { cartLine, paidOrder, payLines, productLine, type OrderLine } from "./commerce.ts";
import { next } from "./sequence.ts";

/** The Money Management Essentials category, found or made. */
async function essentialsCategory() {
  const key = TRAINING_CATEGORY_KEY.moneyManagementEssentials;
  return (
    (await db.trainingCategory.findUnique({ where: { key } })) ??
    db.trainingCategory.create({
      data: {
        key,
        name: "Money Management Essentials",
        description: "Short Essentials courses for front-line staff: budgeting, credit and debt basics, in plain language.",
        sortOrder: 1,
      },
    })
  );
}

async function createTrainings(categoryId: number | null) {
  const product = (data: { kind: string; name: string; priceCents: number; memberPriceCents?: number }) =>
    db.product.create({ data: { categoryId, ...data } });
  const renewal = await product({ kind: PRODUCT_KIND.independentTrainer, name: "Independent Trainer Annual Renewal", priceCents: 15000 });
  const trainerCategory = await db.trainingCategory.create({
    data: {
      key: TRAINING_CATEGORY_KEY.independentTrainer,
      name: "Independent Trainer",
      description:
        "Independent Trainers deliver the AFC curriculum (or an approved custom program) to their own students, who then register on the Independent Trainer Pathway.",
      descriptionVideoUrl: "https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ",
      renewalProductId: renewal.id,
      sortOrder: 0,
    },
  });
  const essentials = await essentialsCategory();
  const application = await product({ kind: PRODUCT_KIND.independentTrainer, name: "Independent Trainer Application", priceCents: 35000 });
  await db.training.create({
    data: {
      name: "Independent Trainer Program",
      description: "Apply to become an AFCPE Independent Trainer.",
      categoryId: trainerCategory.id,
      productId: application.id,
      accredibleGroupId: "ACC-IT-2026",
      sortOrder: 0,
    },
  });
  const mme = await product({
    kind: PRODUCT_KIND.training,
    name: "Money Management Essentials",
    priceCents: 14900,
    memberPriceCents: 9900,
  });
  await db.training.create({
    data: {
      name: "Money Management Essentials",
      description: "The core Essentials course: budgeting, saving, credit and debt in eight short modules.",
      categoryId: essentials.id,
      productId: mme.id,
      brightspaceCourseId: "BS-MME-100",
      hcCourseId: "HC-MME-2026",
      accredibleGroupId: "ACC-MME",
      sortOrder: 0,
    },
  });
}

const TRAINING = { include: { product: true }, orderBy: { sortOrder: "asc" } } as const;

/** The Independent Trainer program and the Money Management Essentials course, found or made (products in `categoryId`). */
export async function trainingReference(opts: { categoryId?: number | null } = {}) {
  const key = TRAINING_CATEGORY_KEY.independentTrainer;
  if (!(await db.trainingCategory.findUnique({ where: { key } }))) await createTrainings(opts.categoryId ?? null);
  const [trainer, essentials] = await Promise.all([
    db.trainingCategory.findUniqueOrThrow({ where: { key }, include: { trainings: TRAINING, renewalProduct: true } }),
    db.trainingCategory.findUniqueOrThrow({
      where: { key: TRAINING_CATEGORY_KEY.moneyManagementEssentials },
      include: { trainings: TRAINING },
    }),
  ]);
  const program = trainer.trainings[0];
  const mme = essentials.trainings[0];
  if (!program?.product || !mme?.product) throw new Error("trainingReference: a training has no product");
  return {
    trainerCategory: trainer,
    trainerProgram: { ...program, product: program.product },
    essentials,
    mme: { ...mme, product: mme.product },
  };
}

type RegistrationData = Partial<Omit<Prisma.RegistrationUncheckedCreateInput, "userId">>;

/** An application's answers (override any): a virtual program for groups, in English and Spanish. */
function trainerAnswers(name: string, email: string, signedAt: Date): RegistrationData {
  return {
    trainerEducation: "B.S. Family and Consumer Sciences",
    trainerLicenses: "AFC®",
    trainerBio: `${name} runs financial education workshops for employers and community groups.`,
    trainerEmail: email,
    trainerOfferingLearningSystem: false,
    trainerProgramFormat: [TRAINER_PROGRAM_FORMAT.virtual],
    trainerInPersonLocation: [],
    trainerTravelingStates: [],
    trainerAudience: [TRAINER_AUDIENCE.group],
    trainerGroupSize: "5 - 10",
    trainerLanguages: [TRAINER_LANGUAGE.english, TRAINER_LANGUAGE.spanish],
    trainerSignature: name,
    trainerSignatureDate: signedAt,
  };
}

async function application(userId: number, state: { status: string; step: string }, opts: { appliedAt: Date; data?: RegistrationData }) {
  const ref = await trainingReference();
  const user = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { firstName: true, lastName: true, email: true } });
  const registration = await db.registration.create({
    data: {
      userId,
      trainingId: ref.trainerProgram.id,
      createdAt: opts.appliedAt,
      ...trainerAnswers(`${user.firstName} ${user.lastName}`, user.email, opts.appliedAt),
      ...opts.data,
      ...state,
    },
  });
  const paid = await paidOrder(userId, [productLine(ref.trainerProgram.product, { registrationId: registration.id })], {
    at: opts.appliedAt,
  });
  return { registration, transaction: paid.transaction, ref };
}

/** An independent trainer application, paid, waiting in registration approval (applied 7 days ago unless `appliedAt`). */
export async function pendingTrainerApplication(userId: number, opts: { appliedAt?: Date; data?: RegistrationData; now?: Date } = {}) {
  const state = { status: REGISTRATION_STATUS.registrationApproval, step: REGISTRATION_STEP.summary };
  const { registration, transaction } = await application(userId, state, { ...opts, appliedAt: opts.appliedAt ?? daysAgo(7, opts.now) });
  return { registration, transaction };
}

/**
 * An approved independent trainer (approved `approvedAt`, default 20 days ago, for a year): the
 * paid application complete with its approval review, the trainer record, the completed training
 * with its badge, and a license discount code when `licenseCode` is given.
 */
export async function approvedIndependentTrainer(
  userId: number,
  opts: {
    approvedAt?: Date;
    appliedAt?: Date;
    reviewerId?: number | null;
    message?: string | null;
    accredibleUrl?: string;
    licenseCode?: { code: string; usageLimit?: number; usage?: number };
    data?: RegistrationData;
    now?: Date;
  } = {},
) {
  const approvedAt = opts.approvedAt ?? daysAgo(20, opts.now);
  const discount = opts.licenseCode
    ? await db.discount.create({
        data: {
          code: opts.licenseCode.code,
          kind: DISCOUNT_KIND.trainerLicense,
          percentage: true,
          amount: 100,
          active: true,
          usageLimit: opts.licenseCode.usageLimit ?? 10,
          usage: opts.licenseCode.usage ?? 0,
          ownerUserId: userId,
        },
      })
    : null;
  const state = { status: REGISTRATION_STATUS.complete, step: REGISTRATION_STEP.summary };
  const { registration, transaction, ref } = await application(userId, state, {
    appliedAt: opts.appliedAt ?? addDays(approvedAt, -14),
    data: { enrolledOn: approvedAt, deadline: addDays(approvedAt, 365), trainerDiscountId: discount?.id ?? null, ...opts.data },
  });
  const review = await db.registrationReview.create({
    data: {
      registrationId: registration.id,
      reviewerId: opts.reviewerId ?? null,
      approved: true,
      registrationStatus: REGISTRATION_STATUS.moduleApproval,
      message: opts.message ?? null,
      createdAt: approvedAt,
    },
  });
  const independentTrainer = await db.independentTrainer.create({
    data: { userId, registrationId: registration.id, approvedAt, expiresAt: addDays(approvedAt, 365) },
  });
  const userTraining = await db.userTraining.create({
    data: {
      userId,
      trainingId: ref.trainerProgram.id,
      registrationId: registration.id,
      status: USER_TRAINING_STATUS.completed,
      accredibleUrl: opts.accredibleUrl ?? `https://www.credential.net/trainer-${next()}`,
      completedAt: approvedAt,
    },
  });
  await db.user.update({ where: { id: userId }, data: { isIndependentTrainer: true } });
  return { registration, transaction, review, independentTrainer, userTraining, discount };
}

/**
 * A Money Management Essentials registration in module approval: paid (on `paidAt`, default two
 * days before enrolment), enrolled `enrolledOn` (default 90 days ago) for a year, the module in progress.
 */
export async function moduleAwaitingApproval(
  userId: number,
  opts: { enrolledOn?: Date; paidAt?: Date; line?: Partial<OrderLine>; sectionId?: string; now?: Date } = {},
) {
  const ref = await trainingReference();
  const enrolledOn = opts.enrolledOn ?? daysAgo(90, opts.now);
  const paidAt = opts.paidAt ?? addDays(enrolledOn, -2);
  const section = opts.sectionId ?? "SEC-MME-07";
  const registration = await db.registration.create({
    data: {
      userId,
      trainingId: ref.mme.id,
      status: REGISTRATION_STATUS.moduleApproval,
      step: REGISTRATION_STEP.summary,
      enrolledOn,
      deadline: addDays(enrolledOn, 365),
      createdAt: paidAt,
      brightspaceEnrollment: true,
      brightspaceSectionId: section,
    },
  });
  const paid = await paidOrder(userId, [productLine(ref.mme.product, { registrationId: registration.id, ...opts.line })], { at: paidAt });
  const userTraining = await db.userTraining.create({
    data: {
      userId,
      trainingId: ref.mme.id,
      registrationId: registration.id,
      status: USER_TRAINING_STATUS.inProgress,
      brightspaceSectionId: section,
      createdAt: enrolledOn,
    },
  });
  return { registration, transaction: paid.transaction, userTraining };
}

/**
 * A module of a registration waiting for approval: a training named `name` (default "Module 1") in
 * the "Modules" category (found or made), and the user's pending module on the registration.
 */
export async function pendingModule(
  registration: { id: number; userId: number },
  opts: { name?: string; accredibleGroupId?: string | null; brightspaceCourseId?: string | null } = {},
) {
  const category =
    (await db.trainingCategory.findUnique({ where: { key: "modules" } })) ??
    (await db.trainingCategory.create({ data: { key: "modules", name: "Modules" } }));
  const training = await db.training.create({
    data: {
      name: opts.name ?? "Module 1",
      categoryId: category.id,
      accredibleGroupId: opts.accredibleGroupId ?? null,
      brightspaceCourseId: opts.brightspaceCourseId ?? null,
    },
  });
  const userTraining = await db.userTraining.create({
    data: { userId: registration.userId, trainingId: training.id, registrationId: registration.id, status: USER_TRAINING_STATUS.pending },
  });
  return { training, userTraining };
}

/**
 * A course in the Money Management Essentials catalogue ("Essentials course {n}", available and
 * shown, no product, unless given), in the category found or made.
 */
export async function essentialsCourse(over: Partial<Omit<Prisma.TrainingUncheckedCreateInput, "categoryId">> = {}) {
  const category = await essentialsCategory();
  return db.training.create({ data: { name: `Essentials course ${next()}`, categoryId: category.id, ...over } });
}

/**
 * An Essentials course on sale: its training product ($49 unless `priceCents`), in the catalogue,
 * with a learning-system course id and a credential group unless given; in the Money Management Essentials category, or in
 * a category of its own (`category`: its name, description and description video).
 */
export async function essentialsCourseOnSale(
  opts: {
    name?: string;
    priceCents?: number;
    memberPriceCents?: number | null;
    brightspaceCourseId?: string | null;
    accredibleGroupId?: string | null;
    description?: string | null;
    category?: { name: string; description?: string | null; descriptionVideoUrl?: string | null };
  } = {},
) {
  const name = opts.name ?? `Essentials course ${next()}`;
  const product = await db.product.create({
    data: { kind: PRODUCT_KIND.training, name, priceCents: opts.priceCents ?? 4_900, memberPriceCents: opts.memberPriceCents ?? null },
  });
  const own = opts.category ? await db.trainingCategory.create({ data: { sortOrder: 5, ...opts.category } }) : null;
  const data = {
    name,
    description: opts.description ?? null,
    productId: product.id,
    brightspaceCourseId: opts.brightspaceCourseId !== undefined ? opts.brightspaceCourseId : `BS-ESS-${next()}`,
    accredibleGroupId: opts.accredibleGroupId !== undefined ? opts.accredibleGroupId : "ACC-ESSENTIALS",
  };
  const training = own ? await db.training.create({ data: { ...data, categoryId: own.id } }) : await essentialsCourse(data);
  return { ...training, product };
}

/** The user's enrolment in a course (their UserTraining): enrolled unless `status` (pending, in progress, completed ...). */
export async function courseEnrolment(
  userId: number,
  trainingId: number,
  over: Partial<Omit<Prisma.UserTrainingUncheckedCreateInput, "userId" | "trainingId">> = {},
) {
  return db.userTraining.create({ data: { userId, trainingId, status: USER_TRAINING_STATUS.enrolled, ...over } });
}

// ---------------------------------------------------------------------------------------------
// Learning-system (Brightspace) enrolment of a paid training (issue 33, helper "brightspace";
// decision 45). Course ids `BS-ESS-<n>` are courses the Brightspace stand-in knows
// (tests/mocks/brightspace.ts); give `courseId` "BS-DOWN-1" or "NOPE-1" for one it refuses.
// ---------------------------------------------------------------------------------------------

/** An Essentials course sold as a training product ($49 unless `priceCents`), with the course `courseId` in the learning system (default `BS-ESS-<n>`; null: none). */
export async function learningSystemTraining(opts: { courseId?: string | null; name?: string; priceCents?: number } = {}) {
  const n = next();
  const name = opts.name ?? `Essentials course ${n}`;
  const product = await db.product.create({ data: { kind: PRODUCT_KIND.training, name, priceCents: opts.priceCents ?? 4900 } });
  const training = await essentialsCourse({
    name,
    productId: product.id,
    brightspaceCourseId: opts.courseId === undefined ? `BS-ESS-${n}` : opts.courseId,
  });
  return { ...training, product };
}

/** A training registration whose training line waits in the cart (a new `learningSystemTraining` unless `training`). */
export async function trainingRegistrationInCart(
  userId: number,
  opts: { training?: Awaited<ReturnType<typeof learningSystemTraining>>; courseId?: string | null; at?: Date } = {},
) {
  const training = opts.training ?? (await learningSystemTraining({ courseId: opts.courseId }));
  const registration = await db.registration.create({
    data: {
      userId,
      trainingId: training.id,
      status: REGISTRATION_STATUS.preRegistration,
      step: REGISTRATION_STEP.summary,
      ...(opts.at ? { createdAt: opts.at } : {}),
    },
  });
  const lineItem = await cartLine(userId, productLine(training.product, { registrationId: registration.id }), { at: opts.at });
  return { registration, training, lineItem };
}

/**
 * A training paid `paidAt` (default now) through the payment path (the training kind's fulfilment
 * runs) whose enrolment in the learning system failed: the refusal `error` (default: the course was
 * down, 503) after `tries` tries (default 1), the last at `paidAt`.
 */
export async function trainingPaidEnrolmentFailed(
  userId: number,
  opts: { courseId?: string | null; error?: string; tries?: number; paidAt?: Date } = {},
) {
  const paidAt = opts.paidAt ?? new Date();
  const { registration, training, lineItem } = await trainingRegistrationInCart(userId, { courseId: opts.courseId, at: paidAt });
  const { transaction } = await payLines(userId, [lineItem.id], { at: paidAt });
  const failed = await db.registration.update({
    where: { id: registration.id },
    data: {
      brightspaceEnrollmentError:
        opts.error ??
        `Brightspace could not enrol the user in course ${training.brightspaceCourseId ?? "?"} (503): Brightspace is down for maintenance.`,
      brightspaceEnrollmentTries: opts.tries ?? 1,
      updatedAt: paidAt,
    },
  });
  return { registration: failed, training, transaction };
}

// ---------------------------------------------------------------------------------------------
// An Essentials course taken through the portal (decision 46): started, in the cart, paid (which
// enrols: the training's fulfilment runs), finished and waiting for review, completed with its badge.
// ---------------------------------------------------------------------------------------------

type CourseTraining = {
  id: number;
  product: { id: number; kind: string; name: string; priceCents: number; freeForMembers: boolean } | null;
};

/** The course (default: Money Management Essentials, found or made); it must be sold (have a product). */
async function courseOf(training?: CourseTraining) {
  const course = training ?? (await trainingReference()).mme;
  if (!course.product) throw new Error("a course registration needs a training with a product");
  return { id: course.id, product: course.product };
}

/** A registration for the course just started (Register): pre-registration at Pay & Review, nothing in the cart. */
export async function courseRegistrationStarted(userId: number, opts: { training?: CourseTraining; at?: Date } = {}) {
  const course = await courseOf(opts.training);
  const registration = await db.registration.create({
    data: {
      userId,
      trainingId: course.id,
      status: REGISTRATION_STATUS.preRegistration,
      step: REGISTRATION_STEP.summary,
      ...(opts.at ? { createdAt: opts.at, updatedAt: opts.at } : {}),
    },
  });
  return { registration, training: course };
}

/** A course registration with the training's product unpaid in the cart (at its list price unless `finalPriceCents`). */
export async function courseInCart(userId: number, opts: { training?: CourseTraining; at?: Date; finalPriceCents?: number } = {}) {
  const { registration, training } = await courseRegistrationStarted(userId, opts);
  const line = await cartLine(
    userId,
    productLine(training.product, { registrationId: registration.id, finalPriceCents: opts.finalPriceCents }),
    {
      at: opts.at,
    },
  );
  return { registration, training, line };
}

/**
 * A course paid `paidAt` (default 30 days ago) through the payment path, so the training's
 * fulfilment enrolled it: the registration in post-registration for 12 months and the enrolment in
 * progress (`pending`: the learning-system link still disabled).
 */
export async function courseInProgress(
  userId: number,
  opts: { training?: CourseTraining; paidAt?: Date; pending?: boolean; now?: Date } = {},
) {
  const paidAt = opts.paidAt ?? daysAgo(30, opts.now);
  const { registration, training, line } = await courseInCart(userId, { training: opts.training, at: paidAt });
  const paid = await payLines(userId, [line.id], { at: paidAt });
  const userTraining = await db.userTraining.findFirstOrThrow({ where: { registrationId: registration.id } });
  if (opts.pending) await db.userTraining.update({ where: { id: userTraining.id }, data: { status: USER_TRAINING_STATUS.pending } });
  return {
    registration: await db.registration.findUniqueOrThrow({ where: { id: registration.id } }),
    training,
    transaction: paid.transaction,
    userTraining: await db.userTraining.findUniqueOrThrow({ where: { id: userTraining.id } }),
  };
}

/** A paid course the member said they finished ("I have finished this course"): waiting in module approval. */
export async function courseAwaitingReview(userId: number, opts: { training?: CourseTraining; paidAt?: Date; now?: Date } = {}) {
  const course = await courseInProgress(userId, opts);
  const registration = await db.registration.update({
    where: { id: course.registration.id },
    data: { status: REGISTRATION_STATUS.moduleApproval },
  });
  return { ...course, registration };
}

/**
 * A course completed: paid, finished and approved in module approval `approvedAt` (default 5 days
 * ago) with its badge (`accredibleUrl`); the registration complete, as the approval leaves it.
 */
export async function courseCompleted(
  userId: number,
  opts: {
    training?: CourseTraining;
    paidAt?: Date;
    approvedAt?: Date;
    accredibleUrl?: string;
    reviewerId?: number | null;
    now?: Date;
  } = {},
) {
  const approvedAt = opts.approvedAt ?? daysAgo(5, opts.now);
  const course = await courseInProgress(userId, {
    training: opts.training,
    paidAt: opts.paidAt ?? addDays(approvedAt, -40),
    now: opts.now,
  });
  const review = await db.registrationReview.create({
    data: {
      registrationId: course.registration.id,
      reviewerId: opts.reviewerId ?? null,
      approved: true,
      registrationStatus: REGISTRATION_STATUS.moduleApproval,
      previousStep: REGISTRATION_STEP.summary,
      newStep: REGISTRATION_STEP.summary,
      newStatus: REGISTRATION_STATUS.complete,
      createdAt: approvedAt,
    },
  });
  const registration = await db.registration.update({
    where: { id: course.registration.id },
    data: { status: REGISTRATION_STATUS.complete },
  });
  const userTraining = await db.userTraining.update({
    where: { id: course.userTraining.id },
    data: {
      status: USER_TRAINING_STATUS.completed,
      completedAt: approvedAt,
      accredibleUrl: opts.accredibleUrl ?? `https://www.credential.net/essentials-${next()}`,
    },
  });
  return { ...course, registration, review, userTraining };
}
