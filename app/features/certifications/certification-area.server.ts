/**
 * The certification area's root (/certifications-and-training, member spec "Certification
 * dashboard"): one of three views, chosen here.
 * - Certified: the member holds a certification (status card; CEU card; a revoked warning; a lapse
 *   banner within 90 days of the date).
 * - Candidate: a registration past pre-registration, not complete and not expired (progress,
 *   resources, experience, education resources, ethics and exam cards).
 * - Not certified: an enroll card per certification, saying where a registration in progress stands.
 * Each view shows its admin-written HTML text card (sanitised).
 */
import {
  CERTIFICATION_STATUS,
  CERTIFICATION_STATUS_LABEL,
  CERTIFICATION_STATUS_TONE,
  HTML_CARD_KEY,
  PRODUCT_KIND,
  REGISTRATION_STATUS,
  REGISTRATION_STEP,
  type BadgeTone,
  type CertificationStatus,
  type HtmlCardKey,
} from "~/domain/constants.ts";
import { ceuSummary } from "~/features/ceus/ceu-summary.server.ts";
import { formatCredits } from "~/features/ceus/rules.ts";
import { certificationCard, EXPIRY_WARNING_DAYS } from "~/features/dashboard/certification-card.ts";
import { practiceExamProgress, type PracticeExamProgress } from "~/features/practice-exams/progress.server.ts";
import { renewalNotice, type RenewalNotice } from "~/features/renewals/notice.server.ts";
import { formatDate } from "~/lib/dates.ts";
import { db } from "~/lib/db.server.ts";
import { nullsLowest } from "~/lib/dialect/index.server.ts";
import { getEnv } from "~/lib/env.server.ts";
import { safeHtml } from "~/lib/safe-html.server.ts";
import { paths } from "~/lib/paths.ts";
import { educationLink } from "./education-link.server.ts";
import { codeOfEthicsHtml } from "./ethics.server.ts";
import { canFinish, examCandidateId, progressScore, remainingAttempts } from "./exam-rules.ts";
import { cardRegistration, latestCertificationRegistration } from "./latest-registration.server.ts";

export type HeldCertificate = {
  certificationId: number;
  name: string;
  statusLabel: string;
  tone: BadgeTone;
  revoked: boolean;
  issuedOn: string | null;
  expiresOn: string | null;
  /** the lapse date when it is within 90 days */
  lapsesSoonOn: string | null;
  credentialUrl: string | null;
  /** the annual fee due within 90 days, or late */
  renewal: RenewalNotice | null;
  /** the renewal page (not for a revoked certification) */
  renewalHref: string | null;
};

export type CandidateProgress = {
  certificationName: string;
  pathwayName: string | null;
  /** 0-4: experience share, ethics, exam, education (spec "Candidate progress") */
  score: number;
  experienceHours: number;
  requiredHours: number;
  experiencePercent: number;
  ethicsSignedOn: string | null;
  examLabel: string;
  examWaitingOnPayment: boolean;
  /** the unpaid exam fee waits in the cart */
  examInCart: boolean;
  /** 5 minus the fails */
  examAttemptsLeft: number;
  /** the exam candidate ID (fixed prefix and the user id padded to 6 digits) */
  examCandidateId: string;
  deadline: string | null;
  deadlineSoon: boolean;
  finalApproval: boolean;
  /** the final steps open once every requirement is met, not while in final approval */
  canFinish: boolean;
  finishHref: string;
  /** the learning system, or the course-materials supplier's sign-on once a paid material has its course */
  learningUrl: string;
  /** the code of ethics to read and sign (safe HTML) while not signed */
  ethicsHtml: string | null;
  /** the practice exam: where to buy it, in the cart, or each exam number's status; null when the certification has none */
  practiceExam: PracticeExamProgress | null;
};

export type EnrollOption = {
  certificationId: number;
  name: string;
  /** the description (rich text edited in System Data), sanitised */
  descriptionHtml: string;
  /** where the member's registration for it stands */
  state: "enroll" | "continue" | "in_cart" | "under_review";
};

export type CertificationArea =
  | {
      view: "certified";
      html: string;
      certificates: HeldCertificate[];
      ceu: { period: string; earned: string; total: string | null; upToDate: boolean } | null;
      officeEmail: string;
    }
  | { view: "candidate"; html: string; educationHtml: string; progress: CandidateProgress }
  | { view: "not_certified"; html: string; options: EnrollOption[] };

async function htmlCard(key: HtmlCardKey): Promise<string> {
  const card = await db.htmlCard.findUnique({ where: { key }, select: { html: true } });
  return safeHtml(card?.html);
}

const DAY_MS = 86_400_000;

export async function certificationArea(userId: number, now = new Date()): Promise<CertificationArea> {
  const held = await db.userCertification.findMany({
    where: { userId },
    orderBy: [{ issuedAt: nullsLowest("desc") }, { id: "desc" }],
    select: {
      id: true,
      certificationId: true,
      status: true,
      issuedAt: true,
      expiresAt: true,
      accredibleUrl: true,
      certification: { select: { name: true } },
    },
  });
  if (held.length > 0) return certifiedView(userId, held, now);

  const registration = await latestCertificationRegistration(userId);
  // The progress card's reading of the registration, whatever else the dashboard card would show
  // first (a fee in the cart, the final application under review). A candidate is one whose card
  // reads progress: not expired, or reopened by an approved extension until its new deadline.
  const card =
    registration &&
    certificationCard(
      {
        certifications: [],
        registration: { ...cardRegistration(registration, ""), inCart: false, status: REGISTRATION_STATUS.postRegistration },
      },
      now,
    );
  const candidate =
    registration &&
    card?.kind === "progress" &&
    [REGISTRATION_STATUS.postRegistration, REGISTRATION_STATUS.finalApproval, REGISTRATION_STATUS.experienceApproval].includes(
      registration.status as never,
    );
  if (registration && card && candidate) {
    const [details, attempts, examLine, learningUrl, ethicsHtml, html, educationHtml, practiceExam] = await Promise.all([
      db.registration.findUniqueOrThrow({
        where: { id: registration.id },
        select: { certification: { select: { name: true } }, pathwayType: { select: { name: true } } },
      }),
      db.examAttempt.findMany({ where: { registrationId: registration.id }, select: { result: true } }),
      db.lineItem.findFirst({
        where: { registrationId: registration.id, kind: PRODUCT_KIND.exam, transactionId: null, showInCart: true },
        select: { id: true },
      }),
      educationLink(registration.id),
      card.kind === "progress" && card.ethicsSigned ? Promise.resolve(null) : codeOfEthicsHtml(),
      htmlCard(HTML_CARD_KEY.certificationDashboardCandidate),
      htmlCard(HTML_CARD_KEY.educationDashboard),
      practiceExamProgress(registration.id),
    ]);
    const experiencePercent =
      registration.requiredHours > 0
        ? Math.min(100, Math.round((registration.approvedExperienceHours / registration.requiredHours) * 100))
        : 100;
    const ethics = card.kind === "progress" ? card.ethicsSigned : false;
    const passed = card.kind === "progress" && card.exam === "passed";
    const score = progressScore({
      approvedHours: registration.approvedExperienceHours,
      requiredHours: registration.requiredHours,
      ethicsSigned: ethics,
      examPassed: passed,
    });
    return {
      view: "candidate",
      html,
      educationHtml,
      progress: {
        certificationName: details.certification?.name ?? "Certification",
        pathwayName: details.pathwayType?.name ?? null,
        score,
        experienceHours: registration.approvedExperienceHours,
        requiredHours: registration.requiredHours,
        experiencePercent,
        ethicsSignedOn: registration.codeOfEthicsSignedAt ? formatDate(registration.codeOfEthicsSignedAt) : ethics ? "" : null,
        examLabel: card.kind === "progress" ? card.examLabel : "",
        examWaitingOnPayment: card.kind === "progress" && card.exam === "waiting_on_payment",
        examInCart: examLine !== null,
        examAttemptsLeft: remainingAttempts(attempts),
        examCandidateId: examCandidateId(userId),
        deadline: registration.deadline ? formatDate(registration.deadline) : null,
        deadlineSoon: card.kind === "progress" && card.deadlineSoon,
        finalApproval: registration.status === REGISTRATION_STATUS.finalApproval,
        canFinish: canFinish(score, registration.status),
        finishHref: paths.certifications.finalStep(registration.certificationId!, REGISTRATION_STEP.certificateName),
        learningUrl,
        ethicsHtml,
        practiceExam,
      },
    };
  }

  const [certifications, html, latest] = await Promise.all([
    db.certification.findMany({
      where: { active: true, pathwayTypes: { some: { visible: true } } },
      orderBy: { id: "asc" },
      select: { id: true, name: true, description: true },
    }),
    htmlCard(HTML_CARD_KEY.certificationDashboardNotCertified),
    db.registration.findMany({
      where: { userId, certificationId: { not: null }, expirationStatus: null, status: { not: REGISTRATION_STATUS.complete } },
      orderBy: { id: "desc" },
      select: {
        certificationId: true,
        status: true,
        lineItems: { where: { transactionId: null, showInCart: true }, select: { id: true }, take: 1 },
      },
    }),
  ]);
  const stateOf = (certificationId: number): EnrollOption["state"] => {
    const r = latest.find((l) => l.certificationId === certificationId);
    if (!r) return "enroll";
    if (r.lineItems.length > 0) return "in_cart";
    if (r.status === REGISTRATION_STATUS.registrationApproval) return "under_review";
    return r.status === REGISTRATION_STATUS.preRegistration ? "continue" : "enroll";
  };
  return {
    view: "not_certified",
    html,
    options: certifications.map((c) => ({
      certificationId: c.id,
      name: c.name,
      descriptionHtml: safeHtml(c.description),
      state: stateOf(c.id),
    })),
  };
}

async function certifiedView(
  userId: number,
  held: {
    id: number;
    certificationId: number;
    status: string;
    issuedAt: Date | null;
    expiresAt: Date | null;
    accredibleUrl: string | null;
    certification: { name: string };
  }[],
  now: Date,
): Promise<CertificationArea> {
  const [html, ceu, notices] = await Promise.all([
    htmlCard(HTML_CARD_KEY.certificationDashboardCertified),
    ceuSummary(userId, {}, now),
    Promise.all(held.map((c) => renewalNotice(c, now))),
  ]);
  const soon = (d: Date | null) =>
    d !== null && d.getTime() >= now.getTime() - DAY_MS && d.getTime() <= now.getTime() + EXPIRY_WARNING_DAYS * DAY_MS;
  return {
    view: "certified",
    html,
    officeEmail: getEnv().SUPPORT_EMAIL,
    certificates: held.map((c, i) => {
      const status = c.status as CertificationStatus;
      const revoked = status === CERTIFICATION_STATUS.revoked;
      return {
        certificationId: c.certificationId,
        name: c.certification.name,
        statusLabel: CERTIFICATION_STATUS_LABEL[status] ?? c.status,
        tone: CERTIFICATION_STATUS_TONE[status] ?? "neutral",
        revoked,
        issuedOn: c.issuedAt ? formatDate(c.issuedAt) : null,
        expiresOn: c.expiresAt ? formatDate(c.expiresAt) : null,
        lapsesSoonOn: !revoked && soon(c.expiresAt) && c.expiresAt ? formatDate(c.expiresAt) : null,
        credentialUrl: c.accredibleUrl,
        renewal: notices[i],
        renewalHref: revoked ? null : paths.certifications.renewal(c.certificationId),
      };
    }),
    ceu:
      ceu.certification && ceu.period
        ? {
            period: ceu.period.name,
            earned: formatCredits(ceu.totals.earned),
            total: ceu.totals.total === null ? null : formatCredits(ceu.totals.total),
            upToDate: ceu.totals.upToDate,
          }
        : null,
  };
}
