/**
 * The member's renewal of a certification (member spec: the renewal agreement; "fetch renewal" and
 * "add renewal to cart" with payExtra, willText, cellPhone, individualsServed, hoursProvided;
 * decision 51): what is due and when, the late fees so far, the CEUs of the reporting period
 * against what is required with the gap by credit type, and the agreement that puts the year's fee
 * (and the next year's with the two-year prepayment, and the late fees) in the cart.
 */
import {
  CERTIFICATION_STATUS,
  CERTIFICATION_STATUS_LABEL,
  CERTIFICATION_STATUS_TONE,
  PRODUCT_KIND,
  type BadgeTone,
  type CertificationStatus,
} from "~/domain/constants.ts";
import { ceuSummary } from "~/features/ceus/ceu-summary.server.ts";
import { formatCredits } from "~/features/ceus/rules.ts";
import { changeCart } from "~/features/commerce/cart.server.ts";
import { invalid, type Invalid } from "~/kit/forms/outcome.ts";
import type { Actor } from "~/lib/actor.ts";
import { auditChange } from "~/lib/audit.server.ts";
import { formatLongDate, todayISO, yearNY } from "~/lib/dates.ts";
import { db, type Tx } from "~/lib/db.server.ts";
import { formatCents } from "~/lib/money.ts";
import { paths } from "~/lib/paths.ts";
import { feeDueDate, revocationDate } from "./calendar.ts";
import { annualFeeLine, feeProducts, paidFeeOf } from "./fees.server.ts";
import { RENEWAL_MESSAGES } from "./messages.ts";
import { annualFeeKey, renewalState, type RenewalState } from "./rules.ts";
import type { RenewalInput } from "./schemas.server.ts";

type Held = {
  id: number;
  userId: number;
  certificationId: number;
  status: string;
  issuedAt: Date | null;
  ceuLapsePeriodId: number | null;
  certification: { id: number; name: string; reportable: boolean; ceuCreditsRequired: number | null; ethicsCreditsRequired: number | null };
};

async function held(client: Tx | typeof db, userId: number, certificationId: number): Promise<Held | null> {
  return client.userCertification.findUnique({
    where: { userId_certificationId: { userId, certificationId } },
    select: {
      id: true,
      userId: true,
      certificationId: true,
      status: true,
      issuedAt: true,
      ceuLapsePeriodId: true,
      certification: {
        select: { id: true, name: true, reportable: true, ceuCreditsRequired: true, ethicsCreditsRequired: true },
      },
    },
  });
}

async function paidYears(client: Tx | typeof db, userCertificationId: number, years: number[]): Promise<number[]> {
  const rows = await client.lineItem.findMany({
    where: { userCertificationId, OR: years.map((y) => paidFeeOf(y)) },
    select: { year: true },
  });
  return rows.map((r) => r.year!).filter((y) => y !== null);
}

export type RenewalCeus = {
  period: string;
  /** MM/DD/YYYY */
  periodEnd: string;
  earned: string;
  required: string | null;
  remaining: string;
  upToDate: boolean;
  ethics: { earned: string; required: string } | null;
  /** credit types with a minimum: earned against it and what is missing */
  byType: Array<{ name: string; earned: string; minimum: string; gap: string; met: boolean }>;
  addHref: string;
};

export type RenewalView = {
  certification: { id: number; name: string };
  status: { label: string; tone: BadgeTone };
  state: RenewalState["kind"];
  year: number;
  /** the annual fee, "$95.00" */
  fee: string | null;
  /** 'Month D, YYYY' */
  dueOn: string;
  /** days until the due date (negative once past) */
  daysUntilDue: number | null;
  /** within 90 days of the due date, or late */
  noticeShown: boolean;
  late: { count: number; fees: string; revokedAfter: string } | null;
  /** the certification's status is lapsed for payment */
  lapsedForPayment: boolean;
  revoked: boolean;
  /** the year's fee waits in the cart */
  inCart: boolean;
  /** the fee of the year after, for the two-year prepayment */
  nextYear: { year: number; fee: string } | null;
  ceus: RenewalCeus | null;
  /** the agreement's answers from the year's renewal already started, or last year's numbers */
  answers: { individualsServed: string; hoursProvided: string; signature: string; payExtra: boolean };
  /** a cell phone is on file (the opt-in asks for one otherwise) */
  hasCellPhone: boolean;
  willText: boolean;
  today: string;
  canRenew: boolean;
};

const statusOf = (s: string) => {
  const status = (Object.values(CERTIFICATION_STATUS) as string[]).includes(s)
    ? (s as CertificationStatus)
    : CERTIFICATION_STATUS.goodStanding;
  return { label: CERTIFICATION_STATUS_LABEL[status], tone: CERTIFICATION_STATUS_TONE[status] };
};

async function renewalCeus(userId: number, uc: Held, now: Date): Promise<RenewalCeus | null> {
  if (!uc.certification.reportable) return null;
  const summary = await ceuSummary(userId, { certificationId: uc.certificationId }, now);
  if (!summary.period) return null;
  const ethicsTypes = await db.creditType.findMany({ where: { ethics: true, archivedAt: null }, select: { id: true } });
  const ethicsEarned = summary.totals.byType.filter((t) => ethicsTypes.some((e) => e.id === t.id)).reduce((s, t) => s + t.earned, 0);
  const t = summary.totals;
  return {
    period: summary.period.name,
    periodEnd: summary.period.end,
    earned: formatCredits(t.earned),
    required: t.total === null ? null : formatCredits(t.total),
    remaining: formatCredits(t.remaining),
    upToDate: t.upToDate,
    ethics:
      uc.certification.ethicsCreditsRequired !== null
        ? { earned: formatCredits(ethicsEarned), required: formatCredits(uc.certification.ethicsCreditsRequired) }
        : null,
    byType: t.byType.map((b) => ({
      name: b.name,
      earned: formatCredits(b.earned),
      minimum: formatCredits(b.minimum),
      gap: formatCredits(Math.max(0, b.minimum - b.earned)),
      met: b.met,
    })),
    addHref: paths.ceus.individual.new(),
  };
}

/** The renewal page of one of the member's certifications; null when they do not hold it. */
export async function loadRenewal(userId: number, certificationId: number, now = new Date()): Promise<RenewalView | null> {
  const uc = await held(db, userId, certificationId);
  if (!uc) return null;
  const year = yearNY(now);
  const [paid, products, user, renewals, lines, ceus] = await Promise.all([
    paidYears(db, uc.id, [year, year + 1, year + 2]),
    feeProducts(),
    db.user.findUniqueOrThrow({ where: { id: userId }, select: { cellPhone: true, willText: true } }),
    db.renewal.findMany({
      where: { userCertificationId: uc.id, year: { in: [year + 1, year, year - 1] } },
      orderBy: { year: "desc" },
      select: { year: true, individualsServed: true, hoursProvided: true, signature: true, payExtra: true },
    }),
    db.lineItem.findMany({
      where: {
        userCertificationId: uc.id,
        year: { in: [year, year + 1] },
        transactionId: null,
        kind: { in: [PRODUCT_KIND.renewal, PRODUCT_KIND.lateFee] },
      },
      select: { kind: true, year: true, finalPriceCents: true, quantity: true, showInCart: true, chargeKey: true },
    }),
    renewalCeus(userId, uc, now),
  ]);
  const state = renewalState(uc, paid, now);
  const feeYear = state.year;
  const annual = products.get(uc.certificationId)?.annual ?? null;
  const lateLines = lines.filter((l) => l.kind === PRODUCT_KIND.lateFee && l.year === feeYear);
  const feeLine = lines.find((l) => l.chargeKey === annualFeeKey(uc.id, feeYear));
  const revoked = uc.status === CERTIFICATION_STATUS.revoked;
  const thisYear = renewals.find((r) => r.year === feeYear);
  const previous = thisYear ?? renewals[0];
  const standing = state.kind === "owed" ? state.standing : null;
  return {
    certification: { id: uc.certification.id, name: uc.certification.name },
    status: statusOf(uc.status),
    state: state.kind,
    year: feeYear,
    fee: annual ? formatCents(annual.priceCents) : null,
    dueOn: formatLongDate(feeDueDate(feeYear)),
    daysUntilDue: state.kind === "owed" ? state.daysUntilDue : null,
    noticeShown: state.kind === "owed" && (state.noticeShown || state.standing.state !== "due"),
    late:
      (standing && standing.state !== "due") || lateLines.length > 0
        ? {
            count: lateLines.length,
            fees: formatCents(lateLines.reduce((s, l) => s + l.finalPriceCents * l.quantity, 0)),
            revokedAfter: formatLongDate(revocationDate(feeYear)),
          }
        : null,
    revoked,
    lapsedForPayment: uc.status === CERTIFICATION_STATUS.lapsedPayment,
    inCart: Boolean(feeLine?.showInCart),
    nextYear: annual && !paid.includes(feeYear + 1) ? { year: feeYear + 1, fee: formatCents(annual.priceCents) } : null,
    ceus,
    answers: {
      individualsServed: previous?.individualsServed != null ? String(previous.individualsServed) : "",
      hoursProvided: previous?.hoursProvided != null ? String(previous.hoursProvided) : "",
      signature: thisYear?.signature ?? "",
      payExtra: thisYear?.payExtra ?? false,
    },
    hasCellPhone: Boolean(user.cellPhone),
    willText: user.willText,
    today: todayISO(now),
    canRenew: state.kind === "owed" && !revoked && annual !== null && standing?.state !== "revoked",
  };
}

/** The CEU totals kept with the renewal (spec Renewal: credits, earned, required, ethics). */
async function ceuSnapshot(userId: number, uc: Held, now: Date) {
  const c = await renewalCeus(userId, uc, now);
  const n = (v: string | null | undefined) => (v ? Number(v) : 0);
  return {
    credits: n(c?.remaining),
    totalCreditsRequired: n(c?.required),
    earnedCredits: n(c?.earned),
    earnedEthicsCredits: n(c?.ethics?.earned),
    ethicCreditsRequired: n(c?.ethics?.required),
  };
}

/**
 * The renewal agreement signed: the year's renewal keeps the answers and the CEU totals, and the
 * year's fee, the next year's with the prepayment, and the late fees posted so far go in the cart.
 * Twice is once: the fees are found by their keys, the renewal by certification and year, all in
 * one transaction. Opting into texts saves the cell phone on the member's record.
 */
export async function renewalToCart(
  actor: Actor,
  certificationId: number,
  input: RenewalInput,
  now = new Date(),
): Promise<{ ok: true } | Invalid> {
  const userId = actor.userId;
  const uc = await held(db, userId, certificationId);
  if (!uc) return invalid({ "": RENEWAL_MESSAGES.notHeld });
  const snapshot = await ceuSnapshot(userId, uc, now);
  const thisYear = yearNY(now);
  const done = await changeCart(userId, async (tx): Promise<{ ok: true } | { ok: false; message: string }> => {
    const current = await held(tx, userId, certificationId);
    if (!current) return { ok: false, message: RENEWAL_MESSAGES.notHeld };
    const state = renewalState(current, await paidYears(tx, current.id, [thisYear, thisYear + 1, thisYear + 2]), now);
    const year = state.year;
    if (current.status === CERTIFICATION_STATUS.revoked || (state.kind === "owed" && state.standing.state === "revoked")) {
      return { ok: false, message: RENEWAL_MESSAGES.revoked };
    }
    if (state.kind !== "owed") return { ok: false, message: RENEWAL_MESSAGES.nothingDue };
    const annual = (await feeProducts(tx)).get(current.certificationId)?.annual;
    if (!annual) return { ok: false, message: RENEWAL_MESSAGES.unavailable };

    const feeLineId = await showFee(tx, current, annual, year);
    const extraKey = annualFeeKey(current.id, year + 1);
    let extraLineId: number | null = null;
    if (input.payExtra) extraLineId = await showFee(tx, current, annual, year + 1);
    else await tx.lineItem.deleteMany({ where: { chargeKey: extraKey, transactionId: null } });
    // The late fees posted so far go with the fee (a later one joins it: the late-fee job).
    await tx.lineItem.updateMany({
      where: { userCertificationId: current.id, kind: PRODUCT_KIND.lateFee, year, transactionId: null },
      data: { showInCart: true },
    });
    const answers = {
      reportingPeriodId: (await tx.userCertification.findUnique({ where: { id: current.id }, select: { reportingPeriodId: true } }))
        ?.reportingPeriodId,
      paymentCents: annual.priceCents,
      payExtra: input.payExtra,
      extraYear: input.payExtra ? year + 1 : null,
      extraPaymentCents: input.payExtra ? annual.priceCents : null,
      ...snapshot,
      dueDate: feeDueDate(year),
      individualsServed: input.individualsServed,
      hoursProvided: input.hoursProvided,
      signature: input.signature,
      signedAt: new Date(`${input.signedOn}T12:00:00Z`),
      lineItemId: feeLineId,
      extraLineItemId: extraLineId,
    };
    const renewal = await tx.renewal.upsert({
      where: { userCertificationId_year: { userCertificationId: current.id, year } },
      create: { userId, userCertificationId: current.id, year, ...answers },
      update: answers,
      select: { id: true },
    });
    if (input.willText) {
      await tx.user.update({
        where: { id: userId },
        data: { willText: true, agreeTos: true, ...(input.cellPhone ? { cellPhone: input.cellPhone } : {}) },
      });
    }
    await auditChange(tx, actor, {
      action: "cart.renewal.add",
      entityType: "Renewal",
      entityId: renewal.id,
      after: { year, payExtra: input.payExtra, individualsServed: input.individualsServed, hoursProvided: input.hoursProvided },
    });
    return { ok: true };
  });
  return done.ok ? { ok: true } : invalid({ "": done.message });
}

/** The fee line of a year, shown in the cart: the posted one, or a new one under the same key. */
async function showFee(tx: Tx, uc: Held, annual: { id: number; name: string; priceCents: number }, year: number): Promise<number> {
  const key = annualFeeKey(uc.id, year);
  const existing = await tx.lineItem.findUnique({ where: { chargeKey: key }, select: { id: true, transactionId: true } });
  if (existing) {
    if (existing.transactionId === null) await tx.lineItem.update({ where: { id: existing.id }, data: { showInCart: true } });
    return existing.id;
  }
  const line = annualFeeLine(uc, annual, year, true);
  const made = await tx.lineItem.create({ data: { ...line, finalPriceCents: line.priceCents, quantity: 1 }, select: { id: true } });
  return made.id;
}
