/**
 * What a certification registration costs (the Pay & Review step) and finishing it (member spec:
 * "Finishing the last step saves, reloads latest registrations and goes to the cart when something
 * is unpaid, otherwise to the dashboard"). The order is worked out from the registration's choices
 * every time, so the summary, the cart lines and the charge agree; finishing turns the unpaid part
 * into line items of the registration shown in the cart (decision 26).
 */
import { PRODUCT_KIND, REGISTRATION_STEP, TRAINING_CATEGORY_KEY, TRANSACTION_STATUS, USER_TRAINING_STATUS } from "~/domain/constants.ts";
import { CART_LOCKED_MESSAGE, cartLockKey } from "~/features/commerce/cart.server.ts";
import type { Actor } from "~/lib/actor.ts";
import { auditChange } from "~/lib/audit.server.ts";
import { db, type Tx } from "~/lib/db.server.ts";
import { hasMemberPricing } from "~/features/membership/memberships.server.ts";
import { examFee, type ExamFee } from "./exam-fee.ts";
import { moveRegistrationStep, readOwnRegistration, type StepMove } from "./registration-progress.server.ts";

type Client = Tx | typeof db;

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

export type OrderLine = {
  kind: string;
  /** the step whose choice this is (the summary's Step column) */
  step: string;
  name: string;
  productId: number;
  listCents: number;
  cents: number;
  /** the exam fee's reductions, shown under its line */
  reductions: ExamFee["reductions"];
  /** a line of this kind is already paid on the registration: not charged again */
  paid: boolean;
  courseMaterialId: number | null;
  hcCourseId: string | null;
};

export type RegistrationOrder = { lines: OrderLine[]; dueCents: number };

function line(
  kind: string,
  step: string,
  product: { id: number; name: string; priceCents: number },
  extra: Partial<Pick<OrderLine, "cents" | "reductions" | "courseMaterialId" | "hcCourseId" | "name">> = {},
): OrderLine {
  return {
    kind,
    step,
    name: extra.name ?? product.name,
    productId: product.id,
    listCents: product.priceCents,
    cents: extra.cents ?? product.priceCents,
    reductions: extra.reductions ?? [],
    paid: false,
    courseMaterialId: extra.courseMaterialId ?? null,
    hcCourseId: extra.hcCourseId ?? null,
  };
}

const LIVE = { deletedAt: null } as const;
const PRODUCT = { select: { id: true, name: true, priceCents: true, deletedAt: true } } as const;

/** The Money Management Essentials course price when the member completed it within the last year, else null. */
export async function moneyManagementEssentialsCents(client: Client, userId: number, now: Date): Promise<number | null> {
  const done = await client.userTraining.findFirst({
    where: {
      userId,
      status: USER_TRAINING_STATUS.completed,
      completedAt: { gte: new Date(now.getTime() - YEAR_MS), lte: now },
      training: { category: { key: TRAINING_CATEGORY_KEY.moneyManagementEssentials } },
    },
    orderBy: { completedAt: "desc" },
    select: { training: { select: { product: { select: { priceCents: true } } } } },
  });
  return done ? (done.training.product?.priceCents ?? 0) : null;
}

/**
 * The registration's order as it stands: registration fee (by pathway), course materials, shipping
 * (when a chosen material ships; the "with exams" fee when the exam fee is paid up front), practice
 * exam bundle, membership, and the exam fee after its reductions. Lines already paid are marked.
 */
export async function registrationOrder(
  client: Client,
  registrationId: number,
  memberPricing: boolean,
  now = new Date(),
): Promise<RegistrationOrder> {
  const r = await client.registration.findUniqueOrThrow({
    where: { id: registrationId },
    select: {
      userId: true,
      certificationId: true,
      pathwayTypeId: true,
      payExamFeeUpfront: true,
      purchasePracticeExam: true,
      universityProgramLevelOfStudy: true,
      universityProgramCredits: true,
      membershipType: { select: { name: true, product: PRODUCT } },
      courseMaterials: {
        orderBy: { id: "asc" },
        select: {
          courseMaterialId: true,
          courseMaterial: { select: { name: true, hcCourseId: true, requiresShipping: true, product: PRODUCT } },
        },
      },
      lineItems: { where: { transactionId: { not: null } }, select: { kind: true } },
    },
  });
  const lines: OrderLine[] = [];
  const fee = r.pathwayTypeId
    ? await client.product.findFirst({
        where: { kind: PRODUCT_KIND.registrationFee, pathwayTypeId: r.pathwayTypeId, ...LIVE },
        orderBy: { id: "asc" },
        select: { id: true, name: true, priceCents: true },
      })
    : null;
  if (fee) lines.push(line(PRODUCT_KIND.registrationFee, REGISTRATION_STEP.pathway, fee));
  let ships = false;
  for (const chosen of r.courseMaterials) {
    const product = chosen.courseMaterial.product;
    if (!product || product.deletedAt) continue;
    ships ||= chosen.courseMaterial.requiresShipping;
    lines.push(
      line(PRODUCT_KIND.courseMaterial, REGISTRATION_STEP.courseMaterials, product, {
        name: chosen.courseMaterial.name,
        courseMaterialId: chosen.courseMaterialId,
        hcCourseId: chosen.courseMaterial.hcCourseId,
      }),
    );
  }
  if (r.purchasePracticeExam && r.certificationId) {
    const bundle = await client.practiceExam.findFirst({
      where: { certificationId: r.certificationId, product: LIVE },
      orderBy: { id: "asc" },
      select: { product: PRODUCT },
    });
    if (bundle?.product) lines.push(line(PRODUCT_KIND.practiceExam, REGISTRATION_STEP.practiceExamBundle, bundle.product));
  }
  if (ships) {
    const shipping = await client.product.findFirst({
      where: { kind: PRODUCT_KIND.shipping, withExams: r.payExamFeeUpfront, ...LIVE },
      orderBy: { id: "asc" },
      select: { id: true, name: true, priceCents: true },
    });
    if (shipping) lines.push(line(PRODUCT_KIND.shipping, REGISTRATION_STEP.shipping, shipping));
  }
  const membership = r.membershipType?.product;
  if (membership && !membership.deletedAt) lines.push(line(PRODUCT_KIND.membership, REGISTRATION_STEP.membership, membership));
  if (r.payExamFeeUpfront && r.certificationId) {
    const exam = await client.exam.findFirst({
      where: { certificationId: r.certificationId, product: LIVE },
      orderBy: { id: "asc" },
      select: { name: true, product: PRODUCT },
    });
    if (exam?.product) {
      const level = r.universityProgramLevelOfStudy;
      const fee = examFee({
        listPriceCents: exam.product.priceCents,
        student: level && r.universityProgramCredits !== null ? { level, credits: r.universityProgramCredits } : null,
        member: Boolean(membership) || memberPricing,
        moneyManagementEssentialsCents: await moneyManagementEssentialsCents(client, r.userId, now),
      });
      lines.push(
        line(PRODUCT_KIND.exam, REGISTRATION_STEP.examFees, exam.product, {
          name: exam.name,
          cents: fee.totalCents,
          reductions: fee.reductions,
        }),
      );
    }
  }
  const paidKinds = new Set(r.lineItems.map((i) => i.kind));
  for (const l of lines) l.paid = paidKinds.has(l.kind) && l.kind !== PRODUCT_KIND.courseMaterial;
  // Course materials: paid when this material's choice carries a transaction.
  const paidMaterials = new Set(
    (
      await client.registrationCourseMaterial.findMany({
        where: { registrationId, transactionId: { not: null } },
        select: { courseMaterialId: true },
      })
    ).map((m) => m.courseMaterialId),
  );
  for (const l of lines) if (l.courseMaterialId !== null) l.paid = paidMaterials.has(l.courseMaterialId);
  return { lines, dueCents: lines.filter((l) => !l.paid).reduce((sum, l) => sum + l.cents, 0) };
}

/** The Pay & Review step's order for the viewer's own registration; null for anyone else's. */
export async function ownRegistrationOrder(userId: number, registrationId: number, now = new Date()): Promise<RegistrationOrder | null> {
  const own = await readOwnRegistration(userId, registrationId);
  return own ? registrationOrder(db, own.id, await hasMemberPricing(userId, now), now) : null;
}

export type FinishResult = StepMove | { kind: "finished"; unpaid: number } | { kind: "refused"; message: string };

class CartLocked extends Error {}

/**
 * Finishing Pay & Review: inside the wizard's transaction, the registration's unpaid line items are
 * replaced by the order's unpaid lines (so finishing twice leaves one set, and a changed choice
 * changes the cart); each course material's choice is linked to its line. Answers how many lines
 * wait in the cart; the route goes to the cart when any do, else to the dashboard.
 */
export async function finishRegistration(
  actor: Actor,
  registrationId: number,
  intent: "back" | "continue",
  now = new Date(),
): Promise<FinishResult> {
  if (intent === "back") return moveRegistrationStep(actor, registrationId, REGISTRATION_STEP.summary, "back");
  let unpaid = 0;
  // Read before the transaction: SQLite has one writer, and reading outside it would wait on it.
  const memberPricing = await hasMemberPricing(actor.userId, now);
  const move = await moveRegistrationStep(actor, registrationId, REGISTRATION_STEP.summary, "continue", async (tx) => {
    // A checkout of the cart is under way: its items must not change under it.
    if ((await tx.transaction.count({ where: { lockKey: cartLockKey(actor.userId), status: TRANSACTION_STATUS.pending } })) > 0)
      throw new CartLocked();
    const order = await registrationOrder(tx, registrationId, memberPricing, now);
    await tx.lineItem.deleteMany({ where: { registrationId, userId: actor.userId, transactionId: null } });
    const due = order.lines.filter((l) => !l.paid);
    for (const l of due) {
      const item = await tx.lineItem.create({
        data: {
          userId: actor.userId,
          registrationId,
          productId: l.productId,
          kind: l.kind,
          name: l.name,
          priceCents: l.listCents,
          finalPriceCents: l.cents,
          priceBeforeDiscountCents: l.reductions.length ? l.listCents : null,
          hcCourseId: l.hcCourseId,
          showInCart: true,
        },
        select: { id: true },
      });
      if (l.courseMaterialId !== null) {
        await tx.registrationCourseMaterial.update({
          where: { registrationId_courseMaterialId: { registrationId, courseMaterialId: l.courseMaterialId } },
          data: { lineItemId: item.id, hcCourseId: l.hcCourseId },
        });
      }
    }
    unpaid = due.length;
    await auditChange(tx, actor, {
      action: "registration.finish",
      entityType: "Registration",
      entityId: registrationId,
      after: { lines: due.map((l) => ({ kind: l.kind, name: l.name, cents: l.cents })) },
    });
  }).catch((error: unknown) => {
    if (error instanceof CartLocked) return { kind: "refused", message: CART_LOCKED_MESSAGE } as const;
    throw error;
  });
  if (move.kind !== "moved") return move;
  return { kind: "finished", unpaid };
}
