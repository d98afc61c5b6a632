/** The member side of the path table: public pages, the member's own pages, cart and checkout. */
import { PRODUCT_SLUG } from "../../domain/constants.ts";
import { seg, withQuery, type Id, type ListQuery, type Query } from "./query.ts";

const CT = "/certifications-and-training";

export const memberPaths = {
  // Public
  /** `continue`: where a sign-in that just happened goes once its cookie is seen to have been kept. */
  login: (opts?: { redirectTo?: string | null; continue?: string | null }) =>
    withQuery("/login", { redirectTo: opts?.redirectTo, continue: opts?.continue }),
  register: () => "/register",
  logout: () => "/logout",
  passwordReset: {
    root: () => "/password/reset",
    token: (token: string) => `/password/reset/${seg(token)}`,
  },
  studyModuleForm: () => "/study-module-form",
  /** The public page a supervisor opens from a validation email (single-use token). */
  verifyExperience: (token: string) => `/verify-experience/${seg(token)}`,

  // Member
  dashboard: () => "/",
  donate: () => "/donate",
  optIn: () => "/opt-in",
  payments: {
    receipt: (id: Id) => `/payments/${seg(id)}`,
  },
  editProfile: {
    /** Contact Info tab. */
    root: () => "/edit-profile",
    account: () => "/edit-profile/account",
    professional: () => "/edit-profile/professional",
    payment: () => "/edit-profile/payment",
    /** POST intent=update (Stripe hosted setup page) or intent=remove; GET ?session_id= completes an update. */
    paymentCard: (query?: { session_id?: string; canceled?: string }) => withQuery("/edit-profile/payment/card", query),
    /** "{product} Settings" tab. */
    product: () => `/edit-profile/${PRODUCT_SLUG}`,
    social: () => "/edit-profile/social",
    /** Change-image modal (crop and upload). */
    avatar: () => "/edit-profile/avatar",
    addresses: {
      /** Add Address modal. */
      new: (query?: { returnTo?: string }) => withQuery("/edit-profile/addresses/new", query),
      edit: (id: Id) => `/edit-profile/addresses/${seg(id)}`,
      /** Delete confirmation modal. */
      delete: (id: Id) => `/edit-profile/addresses/${seg(id)}/delete`,
    },
  },
  certifications: {
    root: () => CT,
    /** `type` is the certification id (for trainings, the training category id). */
    /** GET: the start page, or the member's registration at its furthest step. */
    register: (type: Id) => `${CT}/register/${seg(type)}`,
    /** POST: starts (or restarts) the registration; the same page's action (`?index`: its route is an index route). */
    startRegistration: (type: Id) => `${CT}/register/${seg(type)}?index`,
    registerStep: (type: Id, step: string) => `${CT}/register/${seg(type)}/${seg(step)}`,
    finalStep: (type: Id, step: string) => `${CT}/register/${seg(type)}/final/${seg(step)}`,
    pay: () => `${CT}/certifications/pay`,
    /** The user's view of one certification. */
    view: (certificationId: Id, query?: { period?: Id }) => withQuery(`${CT}/certifications/${seg(certificationId)}`, query),
    /** The renewal of one certification: what is due, when, what is missing (decision 51). */
    renewal: (certificationId: Id) => `${CT}/certifications/${seg(certificationId)}/renewal`,
    /** The renewal agreement (a modal over the renewal page): its post puts the renewal in the cart. */
    renewalAgreement: (certificationId: Id) => `${CT}/certifications/${seg(certificationId)}/renewal/agreement`,
  },
  trainings: {
    /** The Essentials courses page; `tab` available (default), in-progress or complete. */
    root: (query?: { tab?: string }) => withQuery(`${CT}/trainings`, query),
    /** A training category's registration page (decision 44); the independent trainer category's sends to its application. */
    register: (categoryId: Id) => `${CT}/trainings/${seg(categoryId)}`,
    /** POST: starts (or reuses) the member's registration for a training and puts it in the cart. */
    startRegistration: (categoryId: Id) => `${CT}/trainings/${seg(categoryId)}?index`,
    /** A step of the independent trainer application (the category's 7-step wizard). */
    registerStep: (categoryId: Id, step: string) => `${CT}/trainings/${seg(categoryId)}/${seg(step)}`,
    independent: {
      root: () => `${CT}/independent-trainer`,
      edit: () => `${CT}/independent-trainer/edit`,
      /** POST: starts (or resumes) the application and goes to its furthest step; refused to a member not eligible. */
      apply: () => `${CT}/independent-trainer/apply`,
      /** Renewal agreement: signature and date, then the renewal in the cart. */
      renew: () => `${CT}/independent-trainer/renew`,
      /** Learning-system licenses for the trainer's clients (quantity, to the cart). */
      licenses: () => `${CT}/independent-trainer/licenses`,
    },
  },
  extensions: {
    request: () => `${CT}/extensions/request`,
  },
  experience: {
    root: () => `${CT}/experience`,
    new: () => `${CT}/experience/new`,
    edit: (id: Id) => `${CT}/experience/${seg(id)}`,
  },
  practiceExams: {
    root: (registrationId: Id) => `/registration/${seg(registrationId)}/practice-exam`,
    exam: (registrationId: Id, practiceExamId: Id) => `/registration/${seg(registrationId)}/practice-exam/${seg(practiceExamId)}`,
    result: (registrationId: Id, practiceExamId: Id, examNumber: Id) =>
      `/registration/${seg(registrationId)}/practice-exam/${seg(practiceExamId)}/result/${seg(examNumber)}`,
    /** the take-exam modal (its button starts or resumes the exam) */
    take: (registrationId: Id, practiceExamId: Id, examNumber: Id) =>
      `/registration/${seg(registrationId)}/practice-exam/${seg(practiceExamId)}/take/${seg(examNumber)}`,
    /** the access-results modal */
    results: (registrationId: Id, practiceExamId: Id, examNumber: Id) =>
      `/registration/${seg(registrationId)}/practice-exam/${seg(practiceExamId)}/results/${seg(examNumber)}`,
    survey: (registrationId: Id, practiceExamId: Id, examNumber: Id, surveyType: string) =>
      `/registration/${seg(registrationId)}/practice-exam/${seg(practiceExamId)}/survey/${seg(examNumber)}/${seg(surveyType)}`,
    /** where the testing service sends the candidate back */
    returnFrom: (registrationId: Id, practiceExamId: Id, examNumber: Id) =>
      `/registration/${seg(registrationId)}/practice-exam/${seg(practiceExamId)}/return/${seg(examNumber)}`,
  },
  membership: {
    root: () => "/membership",
    /** Purchase or renew. */
    get: () => "/membership/get",
    search: (query?: Query) => withQuery("/membership/search", query),
    /** A member's directory profile; `query` keeps the search to go back to. */
    member: (id: Id, query?: Query) => withQuery(`/membership/search/${seg(id)}`, query),
  },
  ceus: {
    /** Credits of a reporting period (`period` = its id; default the current one) and the individual CEUs. */
    root: (query?: { period?: Id }) => withQuery("/ceus", query),
    individual: {
      /** Redirects to `ceus.root` (the individual list lives there, by reporting period). */
      root: (query?: ListQuery) => withQuery("/ceus/individual", query),
      /** `period` preselects the reporting period. */
      new: (query?: { period?: Id }) => withQuery("/ceus/individual/new", query),
      edit: (id: Id) => `/ceus/individual/${seg(id)}`,
    },
    group: {
      root: (query?: ListQuery) => withQuery("/ceus/group", query),
      new: () => "/ceus/group/new",
      edit: (id: Id) => `/ceus/group/${seg(id)}`,
    },
  },
  events: {
    root: (query?: Query) => withQuery("/events", query),
    upcoming: (query?: Query) => withQuery("/events/upcoming", query),
    detail: (id: Id) => `/events/${seg(id)}`,
  },
  /** JSON lists (spec section 7): limit, page, sort `id,asc|desc` and filter `id,value` (both repeatable). */
  api: {
    events: (query?: Query) => withQuery("/api/events", query),
    upcomingEvents: (query?: Query) => withQuery("/api/events/upcoming", query),
    /** The learning system's courses matching `q` (admins only). */
    brightspaceCourses: (query?: { q?: string }) => withQuery("/api/brightspace/courses", query),
    /** A learning-system course with its sections (admins only). */
    brightspaceCourse: (courseId: string) => `/api/brightspace/courses/${seg(courseId)}`,
  },
  /** The cart; POST intents: quantity, remove, discount, remove-discount. */
  cart: () => "/cart",
  checkout: () => "/checkout",
  /** Return from Stripe's hosted Checkout: completes the payment (`session_id`), or back to checkout (`canceled`). */
  checkoutComplete: (query?: { session_id?: string; canceled?: string }) => withQuery("/checkout/complete", query),
  notifications: {
    /** Full list (paged: `page`). */
    root: (query?: Query) => withQuery("/notifications", query),
    /** POST: marks one read and redirects to its url. */
    open: (id: Id) => `/notifications/${seg(id)}`,
    /** POST ids: Mark All As Read for the shown ones. */
    markRead: () => "/notifications/read",
  },
  announcements: {
    /** POST intent=dismiss (hide the banner) or intent=add-to-cart (special kinds). */
    act: (id: Id) => `/announcements/${seg(id)}`,
  },
} as const;
