/** The admin side of the path table. */
import { seg, withQuery, type Id, type ListQuery } from "./query.ts";

export const adminPaths = {
  /** Redirects to `admin.users.root()`. */
  root: () => "/admin",
  /** The scheduled jobs: their last runs, and with `preview` what the next run would change. */
  jobs: (query?: { preview?: 1 }) => withQuery("/admin/jobs", query),
  /** A call to an outside system (decision 53): its Retry posts here. */
  outsideCall: (callId: Id) => `/admin/outside-calls/${seg(callId)}`,
  users: {
    root: (query?: ListQuery) => withQuery("/admin/users", query),
    /** The user list as CSV (resource route). */
    csv: (query?: ListQuery) => withQuery("/admin/users.csv", query),
    /** Info tab. */
    info: (userId: Id) => `/admin/users/${seg(userId)}`,
    registrations: (userId: Id) => `/admin/users/${seg(userId)}/registrations`,
    newRegistration: (userId: Id) => `/admin/users/${seg(userId)}/registrations/new`,
    certifications: (userId: Id) => `/admin/users/${seg(userId)}/certifications`,
    /** One certification of the user (the user certification view); `period` picks the CEU card's reporting period. */
    certification: (userId: Id, certificationId: Id, query?: { period?: Id }) =>
      withQuery(`/admin/users/${seg(userId)}/certification/${seg(certificationId)}`, query),
    /** Edit Certification modal: status, certificate URL, secuId. */
    certificationEdit: (userId: Id, certificationId: Id) => `/admin/users/${seg(userId)}/certification/${seg(certificationId)}/edit`,
    /** Add Payment modal. */
    certificationPaymentNew: (userId: Id, certificationId: Id) =>
      `/admin/users/${seg(userId)}/certification/${seg(certificationId)}/payments/new`,
    /** Delete payment confirmation. */
    certificationPaymentDelete: (userId: Id, certificationId: Id, paymentId: Id) =>
      `/admin/users/${seg(userId)}/certification/${seg(certificationId)}/payments/${seg(paymentId)}/delete`,
    /** Reinstate Certification modal. */
    certificationReinstate: (userId: Id, certificationId: Id) =>
      `/admin/users/${seg(userId)}/certification/${seg(certificationId)}/reinstate`,
    memberships: (userId: Id) => `/admin/users/${seg(userId)}/memberships`,
    /** Add membership modal. */
    newMembership: (userId: Id) => `/admin/users/${seg(userId)}/memberships/new`,
    /** Edit membership modal. */
    editMembership: (userId: Id, userMembershipId: Id) => `/admin/users/${seg(userId)}/memberships/${seg(userMembershipId)}`,
    /** Delete membership confirmation modal. */
    deleteMembership: (userId: Id, userMembershipId: Id) => `/admin/users/${seg(userId)}/memberships/${seg(userMembershipId)}/delete`,
    notes: (userId: Id) => `/admin/users/${seg(userId)}/notes`,
    flags: (userId: Id) => `/admin/users/${seg(userId)}/flags`,
    payments: (userId: Id) => `/admin/users/${seg(userId)}/payments`,
    /** Confirmation modal: 'Are you sure you would like to mark this as paid?' */
    markPaid: (userId: Id, lineItemId: Id, query?: { returnTo?: string }) =>
      withQuery(`/admin/users/${seg(userId)}/payments/line-items/${seg(lineItemId)}/mark-paid`, query),
    /** Change-price modal of an unpaid line item. */
    changePrice: (userId: Id, lineItemId: Id, query?: { returnTo?: string }) =>
      withQuery(`/admin/users/${seg(userId)}/payments/line-items/${seg(lineItemId)}/price`, query),
    groups: (userId: Id) => `/admin/users/${seg(userId)}/groups`,
    /** Community tab: the Mobilize groups the user is in (decision 56). */
    community: (userId: Id) => `/admin/users/${seg(userId)}/community`,
    /** Enroll in community group modal: `q` and `page` are its group search. */
    communityEnroll: (userId: Id, query?: { q?: string; page?: number }) =>
      withQuery(`/admin/users/${seg(userId)}/community/enroll`, query),
    /** History tab: every audit event about the member, newest first (paged list state in `query`). */
    history: (userId: Id, query?: ListQuery) => withQuery(`/admin/users/${seg(userId)}/history`, query),
    /** The History list as CSV (resource route). */
    historyCsv: (userId: Id, query?: ListQuery) => withQuery(`/admin/users/${seg(userId)}/history.csv`, query),
    merge: (userId: Id) => `/admin/users/${seg(userId)}/merge`,
  },
  courseRegistrations: {
    root: (query?: ListQuery) => withQuery("/admin/course-registrations", query),
    /** The list as CSV (resource route). */
    csv: (query?: ListQuery) => withQuery("/admin/course-registrations.csv", query),
    review: (id: Id) => `/admin/course-registrations/${seg(id)}`,
    /** Approve Registration modal. */
    approve: (id: Id) => `/admin/course-registrations/${seg(id)}/approve`,
    /** Reject Registration modal (a step is required). */
    reject: (id: Id) => `/admin/course-registrations/${seg(id)}/reject`,
    /** Edit Registration modal. */
    edit: (id: Id) => `/admin/course-registrations/${seg(id)}/edit`,
    /** Delete confirmation modal. */
    delete: (id: Id) => `/admin/course-registrations/${seg(id)}/delete`,
    /** Upload a supporting document for the candidate (action only). */
    documents: (id: Id) => `/admin/course-registrations/${seg(id)}/documents`,
    /** Exam attempts: add, reset, delete, simulate (action only). */
    exams: (id: Id) => `/admin/course-registrations/${seg(id)}/exam-attempts`,
    /** Edit Exam Result modal. */
    exam: (id: Id, examId: Id) => `/admin/course-registrations/${seg(id)}/exams/${seg(examId)}`,
    /** Retry enrolment in the learning system (action only). */
    learningSystem: (id: Id) => `/admin/course-registrations/${seg(id)}/learning-system`,
    /** Remove from learning system: its confirmation page (the POST removes). */
    learningSystemRemove: (id: Id) => `/admin/course-registrations/${seg(id)}/remove-learning-system`,
    /** Enroll In Section modal of a module (its training category); `q` searches courses, `course` chooses one. */
    moduleSection: (id: Id, categoryId: Id, query?: { q?: string; course?: string }) =>
      withQuery(`/admin/course-registrations/${seg(id)}/modules/${seg(categoryId)}/section`, query),
    /** Enroll In Section modal of the course materials' course. */
    materialSection: (id: Id, query?: { q?: string; course?: string }) =>
      withQuery(`/admin/course-registrations/${seg(id)}/material/section`, query),
    /** Reset confirmation modal of a practice exam number ('Successfully reset exam' / 'Could not reset exam'). */
    practiceExamReset: (id: Id, practiceExamId: Id, examNumber: Id) =>
      `/admin/course-registrations/${seg(id)}/practice-exams/${seg(practiceExamId)}/reset/${seg(examNumber)}`,
    /** Set the practice exam number the candidate is on (action only). */
    practiceExamNumber: (id: Id, practiceExamId: Id) =>
      `/admin/course-registrations/${seg(id)}/practice-exams/${seg(practiceExamId)}/exam-number`,
  },
  individualCeus: {
    root: (query?: ListQuery) => withQuery("/admin/ceus/individual", query),
    /** The list as CSV (resource route). */
    csv: (query?: ListQuery) => withQuery("/admin/ceus/individual.csv", query),
    review: (id: Id) => `/admin/ceus/individual/${seg(id)}`,
    /** Approve CEU modal. */
    approve: (id: Id) => `/admin/ceus/individual/${seg(id)}/approve`,
    /** Reject CEU modal. */
    reject: (id: Id) => `/admin/ceus/individual/${seg(id)}/reject`,
  },
  groupCeus: {
    root: (query?: ListQuery) => withQuery("/admin/ceus/group", query),
    /** The list as CSV (resource route). */
    csv: (query?: ListQuery) => withQuery("/admin/ceus/group.csv", query),
    review: (id: Id) => `/admin/ceus/group/${seg(id)}`,
    /** Approve CEU modal (issues the completion code). */
    approve: (id: Id) => `/admin/ceus/group/${seg(id)}/approve`,
    /** Reject CEU modal. */
    reject: (id: Id) => `/admin/ceus/group/${seg(id)}/reject`,
  },
  experiences: {
    root: (query?: ListQuery) => withQuery("/admin/experiences", query),
    csv: (query?: ListQuery) => withQuery("/admin/experiences.csv", query),
    review: (id: Id) => `/admin/experiences/${seg(id)}`,
    /** Approve Experience modal. */
    approve: (id: Id) => `/admin/experiences/${seg(id)}/approve`,
    /** Reject Experience modal. */
    reject: (id: Id) => `/admin/experiences/${seg(id)}/reject`,
    /** Validation modal: send the supervisor a validation request. */
    validation: (id: Id) => `/admin/experiences/${seg(id)}/validation`,
    /** Update a supervisor's validation (the admin's edit). */
    editValidation: (id: Id, validationId: Id) => `/admin/experiences/${seg(id)}/validations/${seg(validationId)}`,
  },
  extensions: {
    root: (query?: ListQuery) => withQuery("/admin/extensions", query),
    csv: (query?: ListQuery) => withQuery("/admin/extensions.csv", query),
    review: (id: Id) => `/admin/extensions/${seg(id)}`,
    approve: (id: Id) => `/admin/extensions/${seg(id)}/approve`,
    reject: (id: Id) => `/admin/extensions/${seg(id)}/reject`,
  },
  memberships: {
    /** Membership Requests list. */
    root: (query?: ListQuery) => withQuery("/admin/memberships", query),
    /** The list as CSV (a resource route: single fetch lets only a route without a page answer with a file). */
    csv: (query?: ListQuery) => withQuery("/admin/memberships.csv", query),
    review: (id: Id) => `/admin/memberships/${seg(id)}`,
    /** Approve modal: grant the membership and charge the price to the member's saved card. */
    approve: (id: Id) => `/admin/memberships/${seg(id)}/approve`,
    reject: (id: Id) => `/admin/memberships/${seg(id)}/reject`,
    delete: (id: Id) => `/admin/memberships/${seg(id)}/delete`,
  },
  systemData: {
    root: () => "/admin/system-data",
    kind: (kind: string, query?: ListQuery) => withQuery(`/admin/system-data/${seg(kind)}`, query),
    csv: (kind: string, query?: ListQuery) => withQuery(`/admin/system-data/${seg(kind)}/export.csv`, query),
    new: (kind: string) => `/admin/system-data/${seg(kind)}/new`,
    edit: (kind: string, id: Id) => `/admin/system-data/${seg(kind)}/${seg(id)}`,
  },
} as const;
