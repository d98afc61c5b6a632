/**
 * Message templates: the canned messages the review dialogs' template multi-select offers (approve
 * and reject of CEUs, experience, memberships, registrations, extensions). An inactive template
 * leaves the dialogs; a decision already sent keeps its text (the message is copied when sent).
 */
import { MESSAGE_TEMPLATE_CATEGORY } from "~/domain/constants.ts";
import { choice, col, defineKind, html, integer, text } from "../define.server.ts";

const CATEGORY_LABEL: Record<string, string> = {
  [MESSAGE_TEMPLATE_CATEGORY.ceuApproval]: "CEU approval",
  [MESSAGE_TEMPLATE_CATEGORY.ceuRejection]: "CEU rejection",
  [MESSAGE_TEMPLATE_CATEGORY.experienceApproval]: "Experience approval",
  [MESSAGE_TEMPLATE_CATEGORY.experienceRejection]: "Experience rejection",
  [MESSAGE_TEMPLATE_CATEGORY.extensionDecision]: "Extension decision",
  [MESSAGE_TEMPLATE_CATEGORY.membershipApproval]: "Membership approval",
  [MESSAGE_TEMPLATE_CATEGORY.membershipRejection]: "Membership rejection",
  [MESSAGE_TEMPLATE_CATEGORY.registrationApproval]: "Registration approval",
  [MESSAGE_TEMPLATE_CATEGORY.registrationRejection]: "Registration rejection",
};

export const messageTemplates = defineKind({
  slug: "message-templates",
  model: "messageTemplate",
  entityType: "MessageTemplate",
  noun: "message template",
  title: (r) => String(r.title),
  choiceLabel: "title",
  columns: [
    col("title", "Title", { wrap: true }),
    col("category", "Category", { value: (r) => CATEGORY_LABEL[String(r.category)] ?? String(r.category) }),
    col("sortOrder", "Order", { numeric: true }),
  ],
  search: ["title", "body", "category"],
  defaultSort: "category",
  fields: [
    choice("category", "Category", CATEGORY_LABEL, { required: true, help: "Which approve or reject dialog offers it." }),
    text("title", "Title", { required: true, help: "What the dialog's template list shows." }),
    html("body", "Message", { required: true, help: "Added to the email the member receives, as written here." }),
    integer("sortOrder", "Order", { required: true, min: 0, max: 10_000, help: "Lower first in the dialog and in the message." }),
  ],
  retire: { column: "active", by: "flag" },
  usage: [],
});
