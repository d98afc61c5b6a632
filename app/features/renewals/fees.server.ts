/**
 * The certification fee calendar's effects (decision 51), each a rule over an as-of date and keyed
 * by what it is about, so a run repeated changes nothing more:
 * - post the annual fee of the year once its due date (June 30) starts: an unpaid `renewal` line
 *   per certification owing it, key `annual-fee:{uc}:{year}` (the member's renewal may have made it
 *   already: the same key);
 * - late fees: one `late_fee` line per month end passed, key `late-fee:{uc}:{year}:{n}`;
 * - lapsed for payment once the due date has ended unpaid;
 * - revoked once December 31 has ended unpaid, the certificate withdrawn at the credential service.
 *
 * Who owes the fee of year Y: a certification that is not revoked, issued before Y, whose
 * certification sells an annual fee (a `renewal` product), with no paid `renewal` line for Y.
 */
import { CERTIFICATION_STATUS, PAID_TRANSACTION_STATUSES, PRODUCT_KIND } from "~/domain/constants.ts";
import type { Prisma } from "~/generated/prisma/client.ts";
import { recordCredentialWithdrawal } from "~/features/certifications/credentials.server.ts";
import { runCall } from "~/features/outside-calls/runner.server.ts";
import { startOfDateNY, todayISO, yearNY } from "~/lib/dates.ts";
import { db, type Tx } from "~/lib/db.server.ts";
import { log } from "~/lib/logger.server.ts";
import { feeDueDate, unpaidFeeStanding } from "./calendar.ts";
import { annualFeeKey, lateFeeKey } from "./rules.ts";

/** Rows per statement or id list: Prisma's SQLite adapter binds at most 999 values; short write locks. */
const CHUNK = 500;

/** A paid renewal line of `year` (checkout, the saved card, or an admin's payment). */
export const paidFeeOf = (year: number): Prisma.LineItemWhereInput => ({
  kind: PRODUCT_KIND.renewal,
  year,
  transaction: { status: { in: [...PAID_TRANSACTION_STATUSES] } },
});

/** The certifications owing the annual fee of `year` and not paid. */
export function owingFeeWhere(year: number): Prisma.UserCertificationWhereInput {
  return {
    status: { not: CERTIFICATION_STATUS.revoked },
    issuedAt: { lt: startOfDateNY(year, 1, 1) },
    certification: { products: { some: { kind: PRODUCT_KIND.renewal, deletedAt: null } } },
    lineItems: { none: paidFeeOf(year) },
  };
}

/** The fee products of each certification that sells an annual fee: its first live `renewal` and `late_fee` products. */
export async function feeProducts(client: Tx | typeof db = db) {
  const products = await client.product.findMany({
    where: { kind: { in: [PRODUCT_KIND.renewal, PRODUCT_KIND.lateFee] }, deletedAt: null, certificationId: { not: null } },
    orderBy: { id: "asc" },
    select: { id: true, kind: true, name: true, priceCents: true, certificationId: true },
  });
  const byCertification = new Map<number, { annual?: (typeof products)[number]; late?: (typeof products)[number] }>();
  for (const p of products) {
    const entry = byCertification.get(p.certificationId!) ?? {};
    if (p.kind === PRODUCT_KIND.renewal) entry.annual ??= p;
    else entry.late ??= p;
    byCertification.set(p.certificationId!, entry);
  }
  return byCertification;
}
export type FeeProducts = Awaited<ReturnType<typeof feeProducts>>;

type Owing = { id: number; userId: number; certificationId: number; status: string };

async function owing(year: number, extra: Prisma.UserCertificationWhereInput = {}): Promise<Owing[]> {
  return db.userCertification.findMany({
    where: { AND: [owingFeeWhere(year), extra] },
    orderBy: { id: "asc" },
    select: { id: true, userId: true, certificationId: true, status: true },
  });
}

/** The charge keys among `keys` that exist already. */
async function existingKeys(tx: Tx | typeof db, keys: string[]): Promise<Set<string>> {
  const rows = await tx.lineItem.findMany({ where: { chargeKey: { in: keys } }, select: { chargeKey: true } });
  return new Set(rows.map((r) => r.chargeKey!));
}

export type ChargeLine = {
  userId: number;
  userCertificationId: number;
  kind: string;
  productId: number;
  name: string;
  priceCents: number;
  year: number;
  due: Date;
  chargeKey: string;
  showInCart: boolean;
};

/** Writes the charges whose keys do not exist yet, in chunks; answers how many were written. */
export async function postCharges(lines: ChargeLine[], now: Date): Promise<number> {
  let written = 0;
  for (let i = 0; i < lines.length; i += CHUNK) {
    const chunk = lines.slice(i, i + CHUNK);
    written += await db.$transaction(async (tx) => {
      const have = await existingKeys(
        tx,
        chunk.map((l) => l.chargeKey),
      );
      const fresh = chunk.filter((l) => !have.has(l.chargeKey));
      if (fresh.length === 0) return 0;
      const made = await tx.lineItem.createMany({
        data: fresh.map((l) => ({ ...l, finalPriceCents: l.priceCents, quantity: 1, createdAt: now })),
      });
      return made.count;
    });
  }
  return written;
}

/** The annual fee line of a certification and year, as posted or as a renewal makes it. */
export function annualFeeLine(
  uc: Owing,
  product: { id: number; name: string; priceCents: number },
  year: number,
  showInCart: boolean,
): ChargeLine {
  return {
    userId: uc.userId,
    userCertificationId: uc.id,
    kind: PRODUCT_KIND.renewal,
    productId: product.id,
    name: `${product.name} ${year}`,
    priceCents: product.priceCents,
    year,
    due: feeDueDate(year),
    chargeKey: annualFeeKey(uc.id, year),
    showInCart,
  };
}

export type FeeRunSummary = { changed: number; notes: string[]; sample: number[] };

const sample = (rows: { id: number }[]) => rows.slice(0, 10).map((r) => r.id);

function plural(n: number, one: string, many = `${one}s`) {
  return `${n} ${n === 1 ? one : many}`;
}

// ---------------------------------------------------------------------------------------------
// Annual fees
// ---------------------------------------------------------------------------------------------

/** The year whose annual fee is posted at `asOf`: this year once June 30 has started, else none. */
function postingYear(asOf: Date): number | null {
  const year = yearNY(asOf);
  return asOf.getTime() >= feeDueDate(year).getTime() ? year : null;
}

async function annualFeesToPost(asOf: Date) {
  const year = postingYear(asOf);
  if (year === null) return { year, lines: [] as ChargeLine[] };
  const [products, rows] = await Promise.all([feeProducts(), owing(year, { lineItems: { none: { kind: PRODUCT_KIND.renewal, year } } })]);
  const lines = rows.flatMap((uc) => {
    const annual = products.get(uc.certificationId)?.annual;
    return annual ? [annualFeeLine(uc, annual, year, false)] : [];
  });
  return { year, lines };
}

export async function planAnnualFees(asOf: Date): Promise<FeeRunSummary> {
  const { year, lines } = await annualFeesToPost(asOf);
  if (year === null) return { changed: 0, notes: [`nothing until June 30 (the ${yearNY(asOf)} fees are posted then)`], sample: [] };
  return {
    changed: lines.length,
    notes: [`${plural(lines.length, "annual fee")} of ${year} would be posted`],
    sample: sample(lines.map((l) => ({ id: l.userCertificationId }))),
  };
}

export async function postAnnualFees(asOf: Date): Promise<FeeRunSummary> {
  const { year, lines } = await annualFeesToPost(asOf);
  if (year === null) return { changed: 0, notes: [`nothing until June 30`], sample: [] };
  const written = await postCharges(lines, asOf);
  return {
    changed: written,
    notes: [`${plural(written, "annual fee")} of ${year} posted`],
    sample: sample(lines.map((l) => ({ id: l.userCertificationId }))),
  };
}

// ---------------------------------------------------------------------------------------------
// Late fees and the lapse for payment
// ---------------------------------------------------------------------------------------------

async function lateFeesToPost(asOf: Date) {
  const year = yearNY(asOf);
  const standing = unpaidFeeStanding(year, asOf);
  if (standing.state !== "late") return { year, standing, lines: [] as ChargeLine[], lapsing: [] as Owing[] };
  const [products, rows] = await Promise.all([feeProducts(), owing(year)]);
  const lines: ChargeLine[] = [];
  for (const uc of rows) {
    const late = products.get(uc.certificationId)?.late;
    if (!late) continue;
    for (let n = 1; n <= standing.lateFees; n++) {
      lines.push({
        userId: uc.userId,
        userCertificationId: uc.id,
        kind: PRODUCT_KIND.lateFee,
        productId: late.id,
        name: `${late.name} ${year} (${n} of 6)`,
        priceCents: late.priceCents,
        year,
        due: feeDueDate(year),
        chargeKey: lateFeeKey(uc.id, year, n),
        showInCart: false,
      });
    }
  }
  // Only the keys not there yet: the year's late fees read once (postCharges checks again as it writes).
  const posted = await db.lineItem.findMany({
    where: { kind: PRODUCT_KIND.lateFee, year, chargeKey: { not: null } },
    select: { chargeKey: true },
  });
  const have = new Set(posted.map((p) => p.chargeKey!));
  const fresh = lines.filter((l) => !have.has(l.chargeKey));
  const lapsing = rows.filter((r) => r.status !== CERTIFICATION_STATUS.lapsedPayment);
  return { year, standing, lines: fresh, lapsing };
}

export async function planLateFees(asOf: Date): Promise<FeeRunSummary> {
  const { year, standing, lines, lapsing } = await lateFeesToPost(asOf);
  if (standing.state !== "late") return { changed: 0, notes: [`the ${year} fee is not late at this date`], sample: [] };
  return {
    changed: lines.length + lapsing.length,
    notes: [
      `${plural(lines.length, "late fee")} of ${year} would be posted`,
      `${plural(lapsing.length, "certification")} would lapse for payment`,
    ],
    sample: sample(lapsing),
  };
}

/** Posts the late fees due, keeps a renewal waiting in the cart whole (a new late fee joins it), and lapses the unpaid for payment. */
export async function chargeLateFees(asOf: Date): Promise<FeeRunSummary> {
  const { year, standing, lines, lapsing } = await lateFeesToPost(asOf);
  if (standing.state !== "late") return { changed: 0, notes: [`the ${year} fee is not late at this date`], sample: [] };
  const written = await postCharges(lines, asOf);
  // A renewal already in the cart takes its new late fee with it (by the certifications whose fee
  // waits in a cart: few, read first, so no per-row subquery walks the unpaid items).
  const inCart = await db.lineItem.findMany({
    where: { kind: PRODUCT_KIND.renewal, year, transactionId: null, showInCart: true, userCertificationId: { not: null } },
    select: { userCertificationId: true },
  });
  const inCartIds = [...new Set(inCart.map((l) => l.userCertificationId!))];
  for (let i = 0; i < inCartIds.length; i += CHUNK) {
    await db.lineItem.updateMany({
      where: {
        userCertificationId: { in: inCartIds.slice(i, i + CHUNK) },
        kind: PRODUCT_KIND.lateFee,
        year,
        transactionId: null,
        showInCart: false,
      },
      data: { showInCart: true },
    });
  }
  let lapsed = 0;
  for (let i = 0; i < lapsing.length; i += CHUNK) {
    const ids = lapsing.slice(i, i + CHUNK).map((r) => r.id);
    const done = await db.userCertification.updateMany({
      where: { id: { in: ids }, status: { notIn: [CERTIFICATION_STATUS.revoked, CERTIFICATION_STATUS.lapsedPayment] } },
      data: { status: CERTIFICATION_STATUS.lapsedPayment },
    });
    lapsed += done.count;
  }
  return {
    changed: written + lapsed,
    notes: [`${plural(written, "late fee")} of ${year} posted`, `${plural(lapsed, "certification")} lapsed for payment`],
    sample: sample(lapsing),
  };
}

// ---------------------------------------------------------------------------------------------
// Revocation
// ---------------------------------------------------------------------------------------------

/** The fee year whose revocation date (December 31) has ended by `asOf`: last year's. */
const revocationYear = (asOf: Date) => yearNY(asOf) - 1;

async function toRevoke(asOf: Date) {
  const year = revocationYear(asOf);
  if (unpaidFeeStanding(year, asOf).state !== "revoked") return { year, rows: [] as Owing[] };
  return { year, rows: await owing(year) };
}

/** Certificates revoked whose withdrawal has not reached the credential service yet. */
const withdrawalDue = { status: CERTIFICATION_STATUS.revoked, credentialId: { not: null }, credentialRevokedAt: null } as const;

export async function planRevocations(asOf: Date): Promise<FeeRunSummary> {
  const { year, rows } = await toRevoke(asOf);
  // The run withdraws the certificates waiting and those of the certifications it revokes.
  const revoking: Prisma.UserCertificationWhereInput = {
    AND: [owingFeeWhere(year), { credentialId: { not: null }, credentialRevokedAt: null }],
  };
  const withdrawals = await db.userCertification.count({ where: rows.length ? { OR: [withdrawalDue, revoking] } : withdrawalDue });
  return {
    changed: rows.length + withdrawals,
    notes: [
      `${plural(rows.length, "certification")} unpaid for ${year} would be revoked`,
      `${plural(withdrawals, "certificate")} would be withdrawn at the credential service`,
    ],
    sample: sample(rows),
  };
}

/**
 * Revokes the certifications whose fee stayed unpaid six months (one conditional update each, so a
 * payment that lands first wins), then withdraws their certificates at the credential service
 * (after the commit; a failure is tried again on the next run).
 */
export async function revokeUnpaid(asOf: Date): Promise<FeeRunSummary> {
  const { year, rows } = await toRevoke(asOf);
  let revoked = 0;
  for (let i = 0; i < rows.length; i += CHUNK) {
    const ids = rows.slice(i, i + CHUNK).map((r) => r.id);
    const done = await db.userCertification.updateMany({
      where: { id: { in: ids }, ...owingFeeWhere(year) },
      data: { status: CERTIFICATION_STATUS.revoked, revokedAt: asOf },
    });
    revoked += done.count;
  }
  const withdrawn = await withdrawRevokedCertificates(asOf);
  // Certificates issued before their credential ids were kept cannot be withdrawn by the portal.
  const byHand = revoked
    ? await db.userCertification.count({ where: { status: CERTIFICATION_STATUS.revoked, revokedAt: asOf, credentialId: null } })
    : 0;
  return {
    changed: revoked + withdrawn.withdrawn,
    notes: [
      `${plural(revoked, "certification")} unpaid for ${year} revoked`,
      ...(byHand
        ? [`${plural(byHand, "certificate")} with no credential id on record: withdraw them at the credential service by hand`]
        : []),
      `${plural(withdrawn.withdrawn, "certificate")} withdrawn at the credential service${withdrawn.failed ? `, ${withdrawn.failed} failed (tried again next run)` : ""}`,
    ],
    sample: sample(rows),
  };
}

/**
 * Withdraws revoked certificates at the credential service (expired on the revocation day) through
 * the outbox (decision 53): each withdrawal is recorded once (by the credential's id), then made; a
 * failure is retried by `retry-outside-calls` and shown on the admin's certification page.
 */
export async function withdrawRevokedCertificates(asOf: Date) {
  const due = await db.userCertification.findMany({
    where: withdrawalDue,
    orderBy: { id: "asc" },
    take: 200,
    select: { id: true, userId: true, credentialId: true, revokedAt: true },
  });
  let withdrawn = 0;
  let failed = 0;
  for (const uc of due) {
    const callId = await db.$transaction((tx) =>
      recordCredentialWithdrawal(
        tx,
        { id: uc.id, userId: uc.userId, credentialId: uc.credentialId!, revokedOn: todayISO(uc.revokedAt ?? asOf) },
        asOf,
      ),
    );
    const result = await runCall(callId, asOf);
    if (result.ran && result.ok) withdrawn++;
    else failed++;
  }
  if (failed) log.warn("certificates not withdrawn", { failed });
  return { withdrawn, failed };
}
