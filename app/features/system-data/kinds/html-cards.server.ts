/** The HTML cards of the dashboards and the certification area: one row per key, edited, never added. */
import { HTML_CARD_KEY } from "~/domain/constants.ts";
import { col, defineKind, html } from "../define.server.ts";

const CARD_LABEL: Record<string, string> = {
  [HTML_CARD_KEY.educationDashboard]: "Education dashboard",
  [HTML_CARD_KEY.certificationDashboardCandidate]: "Certification area: candidates",
  [HTML_CARD_KEY.certificationDashboardCertified]: "Certification area: certified members",
  [HTML_CARD_KEY.certificationDashboardNotCertified]: "Certification area: not yet certified",
  [HTML_CARD_KEY.codeOfEthics]: "Code of ethics",
};

export const htmlCards = defineKind({
  slug: "html-cards",
  model: "htmlCard",
  entityType: "HtmlCard",
  noun: "HTML card",
  title: (r) => CARD_LABEL[String(r.key)] ?? String(r.key),
  choiceLabel: "key",
  columns: [
    col("key", "Card", { value: (r) => CARD_LABEL[String(r.key)] ?? String(r.key) }),
    col("updatedAt", "Last changed", { value: (r) => (r.updatedAt instanceof Date ? r.updatedAt.toISOString().slice(0, 10) : "") }),
  ],
  search: ["key", "html"],
  defaultSort: "key",
  fields: [html("html", "Content", { required: true, help: "Shown to members as written here, without scripts or styles." })],
  usage: [],
  fixedRows: true,
});
