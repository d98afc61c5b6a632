/**
 * What a certification registration costs (the Pay & Review step, summary.server.ts). The order is
 * worked out from the registration's choices every time, so the summary, the cart lines and the
 * charge agree (decision 26).
 */
import { PRODUCT_KIND, REGISTRATION_STEP, TRAINING_CATEGORY_KEY, USER_TRAINING_STATUS } from "~/domain/constants.ts";
import type { db, Tx } from "~/lib/db.server.ts";
import { examFee, type ExamFee } from "../exam-fee.ts";

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
