/**
 * Exams: the certification exam the registration wizard and the exam-fee page sell (the
 * certification's exam). The price, member price, retake price and free-for-members are the exam's
 * product's (the cart sells the product).
 */
import { PRODUCT_KIND } from "~/domain/constants.ts";
import { formatCents } from "~/lib/money.ts";
import { col, defineKind, productPrices, relation, text, usedBy, relatedNameCol } from "../define.server.ts";

const cents = (v: unknown) => (typeof v === "number" ? formatCents(v) : "");

export const exams = defineKind({
  slug: "exams",
  model: "exam",
  entityType: "Exam",
  noun: "exam",
  title: (r) => String(r.name),
  choiceLabel: "name",
  columns: [
    col("name", "Name", { wrap: true }),
    relatedNameCol("certification", "Certification"),
    col("price", "Price", { sort: false, numeric: true, value: (r) => cents((r.product as { priceCents?: number } | null)?.priceCents) }),
    col("retakePrice", "Retake Price", {
      sort: false,
      numeric: true,
      value: (r) => cents((r.product as { retakePriceCents?: number | null } | null)?.retakePriceCents),
    }),
  ],
  include: { certification: { select: { name: true } } },
  search: ["name"],
  defaultSort: "name",
  fields: [
    text("name", "Name", { required: true }),
    relation("certificationId", "Certification", "certifications", { help: "The exam candidates of this certification buy." }),
    ...productPrices({ retake: true }),
  ],
  sells: { productKind: PRODUCT_KIND.exam },
  usage: [usedBy("exam attempts", "examAttempt", "examId")],
});
