/**
 * The demo sign-ins created by prisma/seed.ts: one account per state a reviewer will want to see.
 * README.md's "## Demo accounts" table lists the same rows (the browser tests read the README);
 * this module is the copy in code that the seed and its test use.
 */

/** Every demo account (and every filler member of the seed) signs in with this password. */
export const DEMO_PASSWORD = "Demo-portal-2026";

/** Demo e-mail addresses by the state each account shows. */
export const DEMO_EMAIL = {
  admin: "admin@demo.example.org",
  newUser: "new@demo.example.org",
  wizard: "wizard@demo.example.org",
  university: "university@demo.example.org",
  designation: "designation@demo.example.org",
  trainee: "trainee@demo.example.org",
  approval: "approval@demo.example.org",
  finalist: "final@demo.example.org",
  ready: "ready@demo.example.org",
  expired: "expired@demo.example.org",
  candidate: "candidate@demo.example.org",
  certified: "certified@demo.example.org",
  lapsed: "lapsed@demo.example.org",
  revoked: "revoked@demo.example.org",
  trainer: "trainer@demo.example.org",
  student: "student@demo.example.org",
  emeritus: "emeritus@demo.example.org",
  essentials: "essentials@demo.example.org",
  trainerEligible: "trainer-eligible@demo.example.org",
  trainerNotYet: "trainer-not-yet@demo.example.org",
  trainerReview: "trainer-review@demo.example.org",
  trainerExpiring: "trainer-expiring@demo.example.org",
  practice: "practice@demo.example.org",
  practiceDone: "practice-done@demo.example.org",
  renewal: "renewal@demo.example.org",
  lateFee: "late-fee@demo.example.org",
  revoking: "revoking@demo.example.org",
  orderFailed: "order-failed@demo.example.org",
  duplicate: "duplicate@demo.example.org",
  duplicateSecond: "duplicate.second@demo.example.org",
} as const;
export type DemoKey = keyof typeof DEMO_EMAIL;

export type DemoAccount = { readonly email: string; readonly password: string; readonly shows: string };

const SHOWS: Record<DemoKey, string> = {
  admin: "admin",
  newUser: "new user with nothing yet",
  wizard: "candidate in the wizard (education pathway, Course Materials)",
  university: "candidate starting the university pathway (Program Information)",
  designation: "designation pathway waiting in Pathway Review",
  trainee: "candidate starting the independent trainer pathway (Supporting Documentation)",
  approval: "registration waiting for approval, balance unpaid, saved card (Approve charges it)",
  finalist: "candidate waiting in final approval (Approve issues the certificate)",
  ready: "candidate with every requirement met (Finish opens the final steps)",
  expired: "registration expired without extension (Request Extension, $200 to the cart, saved card)",
  candidate: "candidate in post-registration (practice Exam #1 taken: its score report)",
  certified: "certified in good standing",
  lapsed: "lapsed",
  revoked: "revoked",
  trainer: "independent trainer",
  student: "student member",
  emeritus: "emeritus applicant",
  essentials: "Essentials courses: one in progress, one completed",
  trainerEligible: "certified member eligible to apply as an Independent Trainer (Apply)",
  trainerNotYet: "certified member not yet eligible to be an Independent Trainer (eligibility date shown)",
  trainerReview: "Independent Trainer application in review",
  trainerExpiring: "Independent Trainer expiring soon (Renew; license code used up)",
  practice: "candidate with the Practice Exam Bundle unused (take Exam #1 on the testing service's stand-in)",
  practiceDone: "candidate who took both practice exams (score reports, change since Exam #1)",
  renewal: "certified, fees paid through this year: next year's renewal open, ethics credits missing (Renewal)",
  lateFee: "lapsed for payment: this year's fee and its late fees unpaid (Renew, saved card)",
  revoking: "about to be revoked: fee unpaid since June 30 with late fees, and lapsed for CEUs",
  orderFailed: "paid for the textbook while Holmes was down: the order waits for its retry (admin: Outside systems, Retry)",
  duplicate: "one person with two accounts: certified (admin: Merge tab, merge the second account into it)",
  duplicateSecond: "the same person's second account: an order, a cart line, a CEU, a flag and a card (merged into duplicate@)",
};

/** In README order. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = (Object.keys(DEMO_EMAIL) as DemoKey[]).map((key) => ({
  email: DEMO_EMAIL[key],
  password: DEMO_PASSWORD,
  shows: SHOWS[key],
}));

/** Filler members: member01@demo.example.org ... member40@demo.example.org (same password). */
export function fillerEmail(n: number): string {
  return `member${String(n).padStart(2, "0")}@demo.example.org`;
}
