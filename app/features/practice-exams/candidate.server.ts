/**
 * The candidate's practice exams (decision 49): the bundles a certification registration offers or
 * bought, and each bought bundle's Exam #1 and Exam #2 with their status and what their buttons do.
 * One read per page: the registration with its purchases, live attempts, surveys and cart lines.
 */
import { PRACTICE_EXAM_NUMBERS, PRACTICE_EXAM_SURVEY_TYPE, PRODUCT_KIND, REGISTRATION_STATUS } from "~/domain/constants.ts";
import { formatDate } from "~/lib/dates.ts";
import { db } from "~/lib/db.server.ts";
import { formatCents } from "~/lib/money.ts";
import { paths } from "~/lib/paths.ts";
import {
  examActions,
  examName,
  examStatus,
  examStatusLabel,
  surveyQuestionsOf,
  type ExamAction,
  type ExamNumberFacts,
  type ExamStatus,
  type SurveyQuestion,
} from "./rules.ts";

/** Where a bundle stands for this registration. */
export type BundleState =
  | "purchased"
  | "in_cart"
  /** offered: Add to Cart */
  | "for_sale"
  /** the registration is still in its wizard: chosen at the Practice Exam Bundle step */
  | "choose_in_registration"
  /** a completed registration buys nothing more */
  | "not_offered";

export type ExamRow = {
  examNumber: number;
  name: string;
  status: ExamStatus;
  statusLabel: string;
  actions: ExamAction[];
  completedOn: string | null;
};

export type BundleView = {
  practiceExamId: number;
  name: string;
  registrationFlowLanguage: string;
  price: string | null;
  state: BundleState;
  href: string;
  exams: ExamRow[];
  takeExamButtonText: string;
  accessResultsButtonText: string;
};

export type PracticeExamTexts = {
  takeExamPopupText: string;
  takeExamButtonText: string;
  accessResultsText: string;
  accessResultsButtonText: string;
  surveyHeaderText: string;
  surveyButtonText: string;
  surveyQuestions: SurveyQuestion[];
};

export type RegistrationPracticeExams = {
  registrationId: number;
  certificationName: string;
  /** the wizard's start page, for a registration still in pre-registration */
  registrationHref: string | null;
  bundles: BundleView[];
};

/** The texts a practice exam leaves empty in system data. */
const DEFAULT_TEXTS = {
  takeExamButtonText: "Take Exam",
  accessResultsButtonText: "Access Results",
  surveyHeaderText: "Please answer a few questions.",
  surveyButtonText: "Submit",
};

const TEXTS = {
  registrationFlowLanguage: true,
  takeExamPopupText: true,
  takeExamButtonText: true,
  accessResultsText: true,
  accessResultsButtonText: true,
  surveyHeaderText: true,
  surveyButtonText: true,
  surveyQuestions: true,
} as const;

/** The member's own certification registration with what its practice exams need; null: not theirs, or no certification. */
async function readRegistration(userId: number, registrationId: number) {
  const registration = await db.registration.findFirst({
    where: { id: registrationId, userId, certificationId: { not: null } },
    select: {
      id: true,
      status: true,
      certificationId: true,
      certification: { select: { name: true } },
      practiceExams: { select: { practiceExamId: true, currentExamNumber: true } },
      practiceExamAttempts: {
        where: { liveKey: { not: null } },
        select: { practiceExamId: true, examNumber: true, startedAt: true, completedAt: true, redirectUrl: true },
      },
      practiceExamSurveys: { select: { practiceExamId: true, examNumber: true, surveyType: true } },
      lineItems: {
        where: { kind: PRODUCT_KIND.practiceExam, transactionId: null, showInCart: true },
        select: { productId: true },
      },
    },
  });
  if (!registration?.certificationId) return null;
  const bought = registration.practiceExams.map((p) => p.practiceExamId);
  const exams = await db.practiceExam.findMany({
    where: {
      certificationId: registration.certificationId,
      OR: [{ id: { in: bought } }, { product: { deletedAt: null } }],
    },
    orderBy: { id: "asc" },
    select: {
      id: true,
      name: true,
      externalExamId: true,
      productId: true,
      product: { select: { priceCents: true, deletedAt: true } },
      ...TEXTS,
    },
  });
  return { registration, exams };
}

type Read = NonNullable<Awaited<ReturnType<typeof readRegistration>>>;

/** The facts of one exam number of a bought bundle. */
export function numberFacts(read: Read["registration"], practiceExamId: number, examNumber: number): ExamNumberFacts {
  const purchase = read.practiceExams.find((p) => p.practiceExamId === practiceExamId);
  const answered = (surveyType: string) =>
    read.practiceExamSurveys.some((s) => s.practiceExamId === practiceExamId && s.examNumber === examNumber && s.surveyType === surveyType);
  const attempt = read.practiceExamAttempts.find((a) => a.practiceExamId === practiceExamId && a.examNumber === examNumber) ?? null;
  return {
    examNumber,
    currentExamNumber: purchase?.currentExamNumber ?? 1,
    preSurvey: answered(PRACTICE_EXAM_SURVEY_TYPE.pre),
    postSurvey: answered(PRACTICE_EXAM_SURVEY_TYPE.post),
    attempt,
  };
}

function bundleState(read: Read["registration"], exam: Read["exams"][number]): BundleState {
  if (read.practiceExams.some((p) => p.practiceExamId === exam.id)) return "purchased";
  if (exam.productId !== null && read.lineItems.some((l) => l.productId === exam.productId)) return "in_cart";
  if (read.status === REGISTRATION_STATUS.preRegistration) return "choose_in_registration";
  if (read.status === REGISTRATION_STATUS.complete || !exam.product || exam.product.deletedAt) return "not_offered";
  return "for_sale";
}

function bundleView(read: Read["registration"], exam: Read["exams"][number]): BundleView {
  const state = bundleState(read, exam);
  const exams =
    state === "purchased"
      ? PRACTICE_EXAM_NUMBERS.map((n) => {
          const facts = numberFacts(read, exam.id, n);
          const status = examStatus(facts);
          const completedOn = facts.attempt?.completedAt ? formatDate(facts.attempt.completedAt) : null;
          return {
            examNumber: n,
            name: examName(n),
            status,
            statusLabel: examStatusLabel(status, n, completedOn),
            actions: examActions(status),
            completedOn,
          };
        })
      : [];
  return {
    practiceExamId: exam.id,
    name: exam.name,
    registrationFlowLanguage: exam.registrationFlowLanguage ?? "",
    price: exam.product ? formatCents(exam.product.priceCents) : null,
    state,
    href: paths.practiceExams.exam(read.id, exam.id),
    exams,
    takeExamButtonText: exam.takeExamButtonText || DEFAULT_TEXTS.takeExamButtonText,
    accessResultsButtonText: exam.accessResultsButtonText || DEFAULT_TEXTS.accessResultsButtonText,
  };
}

/** /registration/:id/practice-exam: the registration's practice exams; null when it is not the member's certification registration. */
export async function loadRegistrationPracticeExams(userId: number, registrationId: number): Promise<RegistrationPracticeExams | null> {
  const read = await readRegistration(userId, registrationId);
  if (!read) return null;
  const { registration } = read;
  return {
    registrationId: registration.id,
    certificationName: registration.certification?.name ?? "",
    registrationHref:
      registration.status === REGISTRATION_STATUS.preRegistration ? paths.certifications.register(registration.certificationId!) : null,
    bundles: read.exams.map((exam) => bundleView(registration, exam)),
  };
}

export type PracticeExamPage = Omit<RegistrationPracticeExams, "bundles"> & { bundle: BundleView; texts: PracticeExamTexts };

/** A practice exam's texts from system data, with the portal's words where it leaves one empty. */
export function practiceExamTexts(exam: Read["exams"][number]): PracticeExamTexts {
  return {
    takeExamPopupText: exam.takeExamPopupText ?? "",
    takeExamButtonText: exam.takeExamButtonText || DEFAULT_TEXTS.takeExamButtonText,
    accessResultsText: exam.accessResultsText ?? "",
    accessResultsButtonText: exam.accessResultsButtonText || DEFAULT_TEXTS.accessResultsButtonText,
    surveyHeaderText: exam.surveyHeaderText || DEFAULT_TEXTS.surveyHeaderText,
    surveyButtonText: exam.surveyButtonText || DEFAULT_TEXTS.surveyButtonText,
    surveyQuestions: surveyQuestionsOf(exam.surveyQuestions),
  };
}

/** /registration/:id/practice-exam/:practiceExamId: one bundle with its texts; null when not offered to this registration. */
export async function loadPracticeExam(userId: number, registrationId: number, practiceExamId: number): Promise<PracticeExamPage | null> {
  const read = await readRegistration(userId, registrationId);
  const exam = read?.exams.find((e) => e.id === practiceExamId);
  if (!read || !exam) return null;
  const { registration } = read;
  return {
    registrationId: registration.id,
    certificationName: registration.certification?.name ?? "",
    registrationHref:
      registration.status === REGISTRATION_STATUS.preRegistration ? paths.certifications.register(registration.certificationId!) : null,
    bundle: bundleView(registration, exam),
    texts: practiceExamTexts(exam),
  };
}

export { readRegistration as readPracticeExamRegistration };
export type PracticeExamRead = Read;
