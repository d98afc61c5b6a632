/**
 * What a merge does with every column that points at a user (decision 57). The merge, its preview
 * and its undo read this one table; tests/unit (merge-handling) fails when a model gains a column
 * that refers to a user and this table does not say what happens to it.
 *
 * - move: the source's rows become the survivor's (their ids are kept for the undo).
 * - kept-once: one row per member and thing (a certification, an event, the trainer record): the
 *   source's row moves unless the survivor already has one for the same thing; then it stays with the
 *   retired account (a collision the preview names).
 * - set: a profile choice stored as rows (areas of work, groups): merged as the field pick says.
 * - end: sign-in state of the source, ended (sessions, reset links, impersonation of it).
 * - history: who did what, when; stays as written (the History tab reads the merged accounts too).
 */
export type MergeHandling = "move" | "kept-once" | "set" | "end" | "history";

export type HandledColumn = {
  /** Prisma model name */
  model: string;
  /** the column holding a user id */
  field: string;
  handling: MergeHandling;
  /** the preview's kind of record (counted per kind); null: not counted */
  kind: MergeKind | null;
  /** the model keeps `updatedAt`, so the undo can tell a moved row changed since */
  stamped: boolean;
};

export const MERGE_KINDS = {
  registrations: "Registrations",
  certifications: "Certifications",
  ceus: "CEUs",
  experience: "Experience hours",
  extensions: "Extensions",
  memberships: "Memberships and requests",
  trainings: "Trainings",
  orders: "Orders and payments",
  cart: "Cart",
  events: "Event registrations",
  notes: "Notes",
  flags: "Flags",
  groups: "Groups",
  notifications: "Notifications and messages",
  uploads: "Uploads",
  addresses: "Addresses",
  sessions: "Sessions (ended, not moved)",
  other: "Other records",
} as const;
export type MergeKind = keyof typeof MERGE_KINDS;

const col = (model: string, field: string, handling: MergeHandling, kind: MergeKind | null, stamped: boolean): HandledColumn => ({
  model,
  field,
  handling,
  kind,
  stamped,
});

/** Every column of the schema that holds a user id, and what the merge does with it. */
export const HANDLED_COLUMNS: readonly HandledColumn[] = [
  // the member's own records
  col("Registration", "userId", "move", "registrations", true),
  col("UserCertification", "userId", "kept-once", "certifications", true),
  col("Renewal", "userId", "move", "certifications", true),
  col("IndividualCeu", "userId", "move", "ceus", true),
  col("GroupCeu", "userId", "move", "ceus", true),
  col("Extension", "userId", "move", "extensions", true),
  col("UserMembership", "userId", "move", "memberships", true),
  col("MembershipRequest", "userId", "move", "memberships", true),
  col("UserTraining", "userId", "move", "trainings", true),
  col("IndependentTrainer", "userId", "kept-once", "trainings", true),
  col("Transaction", "userId", "move", "orders", true),
  col("LineItem", "userId", "move", "orders", true),
  col("Donation", "userId", "move", "orders", false),
  col("Discount", "ownerUserId", "move", "orders", true),
  col("EventRegistration", "userId", "kept-once", "events", false),
  col("Note", "userId", "move", "notes", true),
  col("UserFlag", "userId", "move", "flags", true),
  col("UserGroup", "userId", "set", "groups", false),
  col("Notification", "userId", "move", "notifications", false),
  col("EmailMessage", "userId", "move", "notifications", false),
  col("TextMessage", "userId", "move", "notifications", false),
  col("Reminder", "userId", "move", "notifications", false),
  col("Media", "ownerUserId", "move", "uploads", false),
  col("Address", "userId", "move", "addresses", true),
  col("OutsideCall", "userId", "move", "other", true),
  col("UserWorkArea", "userId", "set", null, false),
  col("UserPrimaryWorkArea", "userId", "set", null, false),
  col("UserWorkAreaCategory", "userId", "set", null, false),
  // what the account did as an admin or uploader: follows the person
  col("Media", "uploadedById", "move", null, false),
  col("Note", "authorId", "move", null, true),
  col("UserFlag", "createdById", "move", null, true),
  col("Transaction", "createdById", "move", null, true),
  col("MembershipRequest", "reviewedById", "move", null, true),
  col("RegistrationReview", "reviewerId", "move", null, false),
  col("CeuReview", "reviewerId", "move", null, false),
  col("ExperienceReview", "reviewerId", "move", null, false),
  col("ExtensionReview", "reviewerId", "move", null, false),
  col("ExperienceValidation", "createdById", "move", null, true),
  // sign-in state: ended
  col("Session", "userId", "end", "sessions", false),
  col("Session", "impersonatingUserId", "end", null, false),
  col("PasswordResetToken", "userId", "end", null, false),
  // history: as written
  col("AuditEvent", "actorId", "history", null, false),
  col("AuditEvent", "actingAsUserId", "history", null, false),
  col("AuditEvent", "subjectUserId", "history", null, false),
  col("User", "mergedIntoId", "history", null, true),
  col("UserMerge", "sourceId", "history", null, false),
  col("UserMerge", "targetId", "history", null, false),
  col("UserMerge", "mergedById", "history", null, false),
  col("UserMerge", "undoneById", "history", null, false),
];

/** The columns whose source rows a merge moves to the survivor (plain moves, in this order). */
export const MOVED_COLUMNS = HANDLED_COLUMNS.filter((c) => c.handling === "move");

export const columnKey = (c: Pick<HandledColumn, "model" | "field">) => `${c.model}.${c.field}`;
