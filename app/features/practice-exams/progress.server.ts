/**
 * The practice exam on a candidate's progress (member spec "Certification card" 6 and the
 * certification area): not purchased (a link to where it is bought), in the cart (View in Cart), or
 * purchased with each exam number's status. Read by the dashboard's progress card and the
 * certification area's progress card alike.
 */
import { PRACTICE_EXAM_NUMBERS, PRACTICE_EXAM_SURVEY_TYPE, PRODUCT_KIND } from "~/domain/constants.ts";
import { formatDate } from "~/lib/dates.ts";
import { db } from "~/lib/db.server.ts";
import { dialect, sql, type Sql } from "~/lib/dialect/index.server.ts";
import { paths } from "~/lib/paths.ts";
import { examName, examStatus, examStatusLabel } from "./rules.ts";

export type PracticeExamProgressState = "not_purchased" | "in_cart" | "purchased";

export type PracticeExamProgress = {
  state: PracticeExamProgressState;
  /** not purchased: the registration's practice exams page (where it is bought); in the cart: the cart; purchased: the bundle's page */
  href: string;
  /** purchased: Exam #1 and Exam #2 with their status label ("Results available", "Opens after Exam #1"); else none */
  exams: { name: string; status: string }[];
};

type Row = {
  practiceExamId: number | bigint;
  currentExamNumber: number | bigint | null;
  /** JSON: [{ examNumber, startedAt, completedAt }] of the live attempts */
  attempts: string;
  /** JSON: [{ examNumber, surveyType }] */
  surveys: string;
  /** 0 or 1 on SQLite, a boolean on PostgreSQL */
  inCart: number | bigint | boolean;
};

/*
 * One statement (the dashboard answers in a fixed number of statements; Prisma would run one per
 * relation): the registration's certification's practice exam, the one bought first, else the
 * first on sale; its purchase, live attempts and surveys for this registration; and whether a
 * practice exam line of this registration waits in the cart. Indexes: PracticeExam(certificationId),
 * RegistrationPracticeExam(registrationId, practiceExamId), PracticeExamAttempt(registrationId,
 * practiceExamId, examNumber), PracticeExamSurveyResponse(registrationId, practiceExamId, ...),
 * LineItem(registrationId).
 */
function progressSql(registrationId: number): Sql {
  const d = dialect();
  const attempts = d.jsonArray(
    { examNumber: sql`a."examNumber"`, startedAt: d.jsonTimestamp(sql`a."startedAt"`), completedAt: d.jsonTimestamp(sql`a."completedAt"`) },
    sql`"PracticeExamAttempt" a WHERE a."registrationId" = r."id" AND a."practiceExamId" = pe."id" AND a."liveKey" IS NOT NULL`,
  );
  const surveys = d.jsonArray(
    { examNumber: sql`s."examNumber"`, surveyType: sql`s."surveyType"` },
    sql`"PracticeExamSurveyResponse" s WHERE s."registrationId" = r."id" AND s."practiceExamId" = pe."id"`,
  );
  return sql`
SELECT pe."id" AS "practiceExamId",
       rpe."currentExamNumber" AS "currentExamNumber",
       ${attempts} AS "attempts",
       ${surveys} AS "surveys",
       EXISTS (SELECT 1 FROM "LineItem" li
                WHERE li."registrationId" = r."id" AND li."kind" = ${PRODUCT_KIND.practiceExam} AND li."transactionId" IS NULL AND li."showInCart" = TRUE) AS "inCart"
  FROM "Registration" r
  JOIN "PracticeExam" pe ON pe."certificationId" = r."certificationId"
  LEFT JOIN "Product" p ON p."id" = pe."productId"
  LEFT JOIN "RegistrationPracticeExam" rpe ON rpe."registrationId" = r."id" AND rpe."practiceExamId" = pe."id"
 WHERE r."id" = ${registrationId} AND (rpe."id" IS NOT NULL OR (p."id" IS NOT NULL AND p."deletedAt" IS NULL))
 ORDER BY rpe."id" IS NULL, pe."id"
 LIMIT 1`;
}

type Attempt = { examNumber: number; startedAt: string | null; completedAt: string | null };
type Survey = { examNumber: number; surveyType: string };

const date = (value: string | null) => (value ? new Date(value) : null);

/** The practice exam on the registration's progress; null when its certification has no practice exam. */
export async function practiceExamProgress(registrationId: number): Promise<PracticeExamProgress | null> {
  const [row] = await db.$queryRaw<Row[]>(progressSql(registrationId));
  if (!row) return null;
  if (row.currentExamNumber === null) {
    return Number(row.inCart)
      ? { state: "in_cart", href: paths.cart(), exams: [] }
      : { state: "not_purchased", href: paths.practiceExams.root(registrationId), exams: [] };
  }
  const attempts = JSON.parse(row.attempts) as Attempt[];
  const surveys = JSON.parse(row.surveys) as Survey[];
  const surveyed = (examNumber: number, type: string) => surveys.some((s) => s.examNumber === examNumber && s.surveyType === type);
  return {
    state: "purchased",
    href: paths.practiceExams.exam(registrationId, Number(row.practiceExamId)),
    exams: PRACTICE_EXAM_NUMBERS.map((examNumber) => {
      const live = attempts.find((a) => a.examNumber === examNumber);
      const attempt = live ? { startedAt: date(live.startedAt), completedAt: date(live.completedAt) } : null;
      const status = examStatus({
        examNumber,
        currentExamNumber: Number(row.currentExamNumber),
        preSurvey: surveyed(examNumber, PRACTICE_EXAM_SURVEY_TYPE.pre),
        postSurvey: surveyed(examNumber, PRACTICE_EXAM_SURVEY_TYPE.post),
        attempt,
      });
      return {
        name: examName(examNumber),
        status: examStatusLabel(status, examNumber, attempt?.completedAt ? formatDate(attempt.completedAt) : null),
      };
    }),
  };
}
