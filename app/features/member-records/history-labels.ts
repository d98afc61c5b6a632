/**
 * The History tab's words (pure): an audit event's action as staff say it ("Flag raised"), and each
 * changed field as "Field: before → after". An action without a label shows as recorded (its dotted
 * name), so nothing is hidden while a new action waits for its words.
 */

/** Actions by their recorded name. */
const ACTION_LABELS: Readonly<Record<string, string>> = {
  "impersonation.start": "Impersonation started",
  "impersonation.stop": "Impersonation stopped",
  "sso.answer": "Signed in to a partner (single sign-on)",
  "user.note.add": "Note added",
  "user.flag.raise": "Flag raised",
  "user.flag.resolve": "Flag resolved",
  "user.flag.reopen": "Flag re-opened",
  "user.group.add": "Added to a group",
  "user.group.remove": "Removed from a group",
  "user.communityGroup.enrol": "Enrolled in a community group",
  "profile.account.update": "Account settings changed",
  "profile.contact.update": "Contact info changed",
  "profile.professional.update": "Professional info changed",
  "profile.social.update": "Social profiles changed",
  "profile.settings.update": "Settings changed",
  "profile.textOptIn": "Text reminders chosen",
  "profile.avatar.update": "Picture changed",
  "profile.avatar.remove": "Picture removed",
  "profile.card.update_started": "Saved card change started",
  "profile.card.update": "Saved card changed",
  "profile.card.remove": "Saved card removed",
  "address.create": "Address added",
  "address.update": "Address changed",
  "address.delete": "Address deleted",
  "individualCeu.create": "Individual CEU submitted",
  "individualCeu.update": "Individual CEU changed",
  "individualCeu.approve": "Individual CEU approved",
  "individualCeu.reject": "Individual CEU rejected",
  "individualCeu.deleteFile": "Individual CEU file deleted",
  "groupCeu.create": "Group CEU submitted",
  "groupCeu.update": "Group CEU changed",
  "groupCeu.approve": "Group CEU approved",
  "groupCeu.reject": "Group CEU rejected",
  "groupCeu.deleteFile": "Group CEU file deleted",
  "experience.create": "Experience hours added",
  "experience.update": "Experience hours changed",
  "experience.approve": "Experience hours approved",
  "experience.reject": "Experience hours rejected",
  "experience.deleteFile": "Experience file deleted",
  "experienceValidation.send": "Experience validation sent",
  "experienceValidation.update": "Experience validation changed",
  "extension.toCart": "Extension added to the cart",
  "extension.approve": "Extension approved",
  "extension.reject": "Extension rejected",
  "membership.request": "Membership requested",
  "membership.addToCart": "Membership added to the cart",
  "membershipRequest.approve": "Membership request approved",
  "membershipRequest.reject": "Membership request rejected",
  "membershipRequest.approve_failed": "Membership approval failed",
  "membershipRequest.delete": "Membership request deleted",
  "userMembership.create": "Membership added",
  "userMembership.update": "Membership changed",
  "userMembership.delete": "Membership deleted",
  "registration.create": "Registration created",
  "registration.start": "Registration started",
  "registration.step": "Registration step saved",
  "registration.finish": "Registration finished",
  "registration.submitFinal": "Final steps submitted",
  "registration.resubmit": "Registration resubmitted",
  "registration.signEthics": "Code of ethics signed",
  "registration.uploadFile": "Registration file uploaded",
  "registration.deleteFile": "Registration file deleted",
  "registration.edit": "Registration changed",
  "registration.delete": "Registration deleted",
  "registration.approve": "Registration approved",
  "registration.reject": "Registration rejected",
  "registration.approve_failed": "Registration approval failed",
  "registration.examToCart": "Exam added to the cart",
  "registration.practiceExamToCart": "Practice exams added to the cart",
  "registration.learningSystem.enrol": "Enrolled in the learning system",
  "registration.learningSystem.section": "Enrolled in a learning-system section",
  "registration.learningSystem.sectionRefused": "Learning-system section refused",
  "registration.learningSystem.remove": "Removed from the learning system",
  "registrationPracticeExam.examNumber": "Practice exam number changed",
  "practiceExamAttempt.reset": "Practice exam reset",
  "examAttempt.add": "Exam attempt added",
  "examAttempt.result": "Exam result recorded",
  "examAttempt.reset": "Exam result cleared",
  "examAttempt.delete": "Exam attempt deleted",
  "training.registration.start": "Course registration started",
  "training.registration.addToCart": "Course added to the cart",
  "training.registration.submit": "Course completion submitted",
  "trainer.profile.update": "Trainer profile changed",
  "userCertification.update": "Certification changed",
  "userCertification.reinstate": "Certification reinstated",
  "certificationPayment.add": "Certification payment added",
  "certificationPayment.delete": "Certification payment deleted",
  "cart.event.add": "Event added to the cart",
  "cart.donation.add": "Donation added to the cart",
  "cart.renewal.add": "Renewal added to the cart",
  "cart.trainer_licenses.add": "Trainer licenses added to the cart",
  "cart.trainer_renewal.add": "Trainer renewal added to the cart",
  "cart.quantity": "Cart quantity changed",
  "cart.remove": "Removed from the cart",
  "cart.discount.apply": "Discount code applied",
  "cart.discount.remove": "Discount code removed",
  "announcement.dismiss": "Announcement dismissed",
  "announcement.addToCart": "Announcement item added to the cart",
  "checkout.paid": "Paid",
  "checkout.cancel": "Checkout canceled",
  "line_item.mark_paid": "Marked as paid",
  "line_item.change_price": "Price changed",
  "outsideCall.retry": "Outside call retried",
};

/** A system-data row's verbs (`notification.create`): the entity's label and the verb. */
const VERBS: Readonly<Record<string, string>> = {
  create: "created",
  update: "changed",
  delete: "deleted",
  archive: "archived",
  restore: "restored",
  approve: "approved",
  reject: "rejected",
};

/** The action as staff say it; its recorded name when it has no words yet. */
export function actionLabel(action: string, entityLabel: string): string {
  const label = ACTION_LABELS[action];
  if (label) return label;
  const verb = VERBS[action.split(".").at(-1) ?? ""];
  return verb && action.split(".").length === 2 ? `${entityLabel} ${verb}` : action;
}

/** A recorded field name as words: "membershipTypeId" -> "Membership type id". */
export function fieldLabel(key: string): string {
  const words = key
    .replace(/[._]+/g, " ")
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .trim()
    .toLowerCase();
  return words ? words[0]!.toUpperCase() + words.slice(1) : key;
}

/** A value's longest text before it is cut (an HTML message, a long note). */
export const VALUE_MAX = 120;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

/** A recorded value as text, cut at VALUE_MAX; instants through `formatInstant` (New York time, on the server). */
export function valueText(value: unknown, formatInstant: (iso: string) => string): string {
  if (value === null || value === undefined || value === "") return "(blank)";
  if (typeof value === "boolean") return value ? "Yes" : "No";
  const text = typeof value === "string" ? (ISO_INSTANT.test(value) ? formatInstant(value) : value) : JSON.stringify(value);
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > VALUE_MAX ? `${flat.slice(0, VALUE_MAX - 1).trimEnd()}…` : flat;
}

export type ChangeLine = { field: string; text: string };

function asRecord(value: unknown): Record<string, unknown> | null {
  return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

/**
 * What changed, one line a field: "Field: before → after" where the event kept both and they
 * differ, else the one value ("Note: Called about the exam" when something was added, a kept
 * value that did not change, what a deleted record held).
 */
export function changeLines(before: unknown, after: unknown, formatInstant: (iso: string) => string): ChangeLine[] {
  const b = asRecord(before);
  const a = asRecord(after);
  const keys = [...new Set([...Object.keys(b ?? {}), ...Object.keys(a ?? {})])];
  const show = (v: unknown) => valueText(v, formatInstant);
  const lines = keys.map((key) => {
    const field = fieldLabel(key);
    const hadBefore = b !== null && key in b;
    const hasAfter = a !== null && key in a;
    if (hadBefore && hasAfter && JSON.stringify(b[key]) !== JSON.stringify(a[key]))
      return { field, text: `${show(b[key])} → ${show(a[key])}` };
    return { field, text: show(hasAfter ? a[key] : b![key]) };
  });
  // A value recorded that is not an object (rare) still shows.
  if (keys.length === 0 && (before ?? after) !== undefined && (before ?? after) !== null)
    return [{ field: "Value", text: show(after ?? before) }];
  return lines;
}
