/**
 * The admin's learning-system sections (decision 55), as pure rules: the external course state of
 * each row of the course registration review's Training table (spec: Approved, Removed, Get
 * Sections, Approve) and the messages of Enroll In Section and of removal. The commands are
 * learning-system-admin.server.ts.
 */

export const LEARNING_SECTION_MESSAGES = {
  /** the spec's Enroll In Section error, followed by the learning system's answer */
  failed: "There was a problem enrolling in Brightspace",
  required: "Required",
  invalidDate: "Please enter a valid date.",
  success: "Success",
  removed: "Removed from the learning system.",
  removeFailed: "Could not remove from the learning system",
  alreadyRemoved: "Already removed from the learning system.",
  notEnrolled: "The candidate is not enrolled in the learning system.",
  adminOnly: "Only an admin can change learning-system enrolments.",
  notFound: "This registration no longer exists.",
} as const;

/** A row's state: the spec's four labels. */
export type ExternalCourseState =
  | { kind: "removed"; label: "Removed" }
  /** enrolled: in the section an admin chose (its text), or by the paid enrolment */
  | { kind: "approved"; label: "Approved"; detail: string | null }
  /** the module waits for the admin's module approval (the Approve modal) */
  | { kind: "approve"; label: "Approve" }
  /** not enrolled yet: Enroll In Section loads the course's sections */
  | { kind: "sections"; label: "Get Sections" };

export type SectionRecord = { courseName: string; courseId: string; sectionName: string | null; deadline: string | null };

/** "AFC Module 2 (BS-AFC-102), Spring cohort, until 01/05/2027" */
export function sectionText(s: SectionRecord): string {
  return [`${s.courseName} (${s.courseId})`, s.sectionName, s.deadline ? `until ${s.deadline}` : null].filter(Boolean).join(", ");
}

/** The state of one row: removal first, then an enrolment, then a module waiting for approval. */
export function externalCourseState(row: {
  removed: boolean;
  section: SectionRecord | null;
  /** enrolled in the course by the paid enrolment (the registration's own training) */
  enrolled: boolean;
  awaitingApproval: boolean;
}): ExternalCourseState {
  if (row.removed) return { kind: "removed", label: "Removed" };
  if (row.section) return { kind: "approved", label: "Approved", detail: sectionText(row.section) };
  if (row.enrolled) return { kind: "approved", label: "Approved", detail: null };
  if (row.awaitingApproval) return { kind: "approve", label: "Approve" };
  return { kind: "sections", label: "Get Sections" };
}
