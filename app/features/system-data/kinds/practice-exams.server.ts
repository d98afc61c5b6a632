/**
 * Practice exams: the bundle offered in the registration wizard and its texts (registration flow
 * language and checkbox, take-exam popup and button, access-results text and button, survey header,
 * questions and button). Survey questions are rows: a key (kept with members' answers), the
 * question and its options, one per line.
 */
import { PRODUCT_KIND } from "~/domain/constants.ts";
import { col, defineKind, productPrices, relation, rows, text, textarea, usedBy, relatedNameCol } from "../define.server.ts";

export const practiceExams = defineKind({
  slug: "practice-exams",
  model: "practiceExam",
  entityType: "PracticeExam",
  noun: "practice exam",
  title: (r) => String(r.name),
  choiceLabel: "name",
  columns: [col("name", "Name", { wrap: true }), relatedNameCol("certification", "Certification")],
  include: { certification: { select: { name: true } } },
  search: ["name"],
  defaultSort: "name",
  fields: [
    text("name", "Name", { required: true }),
    relation("certificationId", "Certification", "certifications"),
    text("externalExamId", "Exam id at the testing service", { max: 100 }),
    ...productPrices(),
    textarea("registrationFlowLanguage", "Registration flow language", { max: 2000 }),
    text("registrationFlowCheckboxText", "Registration flow checkbox text"),
    textarea("takeExamPopupText", "Take exam popup text", { max: 2000 }),
    text("takeExamButtonText", "Take exam button text", { max: 60 }),
    textarea("accessResultsText", "Access results text", { max: 2000 }),
    text("accessResultsButtonText", "Access results button text", { max: 60 }),
    text("surveyHeaderText", "Survey header text"),
    rows("surveyQuestions", "Survey question", [
      { name: "id", label: "Key", kind: "text", required: true, max: 60 },
      { name: "question", label: "Question", kind: "text", required: true },
      { name: "options", label: "Options", kind: "lines", required: true },
    ]),
    text("surveyButtonText", "Survey button text", { max: 60 }),
  ],
  sells: { productKind: PRODUCT_KIND.practiceExam },
  usage: [
    usedBy("registrations that bought it", "registrationPracticeExam", "practiceExamId"),
    usedBy("attempts", "practiceExamAttempt", "practiceExamId"),
  ],
});
