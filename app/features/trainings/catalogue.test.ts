import { describe, expect, it } from "vitest";
import { REGISTRATION_STATUS, TRAINING_CATEGORY_KEY, USER_TRAINING_STATUS } from "~/domain/constants.ts";
import { groupTrainings, trainingPriceCents, trainingTab, type TrainingRegistrationRow, type UserTrainingRow } from "./catalogue.ts";
import { learningSystemCourseUrl, videoLinks } from "./course-link.ts";

const now = new Date("2026-11-21T17:00:00Z");
const later = new Date("2027-06-01T12:00:00Z");

const trainings = new Map([
  [1, { name: "Budgeting Basics", category: { key: TRAINING_CATEGORY_KEY.moneyManagementEssentials } }],
  [2, { name: "Credit Basics", category: { key: TRAINING_CATEGORY_KEY.moneyManagementEssentials } }],
  [3, { name: "Banking Basics", category: { key: TRAINING_CATEGORY_KEY.moneyManagementEssentials } }],
  [4, { name: "Debt Basics", category: { key: TRAINING_CATEGORY_KEY.moneyManagementEssentials } }],
  [5, { name: "Saving Basics", category: { key: TRAINING_CATEGORY_KEY.moneyManagementEssentials } }],
  [9, { name: "Independent Trainer Program", category: { key: TRAINING_CATEGORY_KEY.independentTrainer } }],
]);
const catalogue = [1, 2, 3, 4, 5, 9].map((id) => ({ id }));

let ids = 100;
const ut = (trainingId: number, over: Partial<UserTrainingRow> = {}): UserTrainingRow => ({
  id: ++ids,
  trainingId,
  registrationId: null,
  status: USER_TRAINING_STATUS.inProgress,
  accredibleUrl: null,
  ...over,
});
const reg = (trainingId: number, over: Partial<TrainingRegistrationRow> = {}): TrainingRegistrationRow => ({
  id: ++ids,
  trainingId,
  status: REGISTRATION_STATUS.postRegistration,
  deadline: later,
  brightspaceEnrollment: false,
  brightspaceRemoval: false,
  ...over,
});

describe("groupTrainings", () => {
  it("groups into completed (with the credential), in progress (Pending when the link is disabled) and available", () => {
    const paid = reg(3);
    const groups = groupTrainings(
      {
        userTrainings: [
          ut(1, { status: USER_TRAINING_STATUS.completed, accredibleUrl: "https://credential.example/1" }),
          ut(2, { status: USER_TRAINING_STATUS.pending }),
        ],
        registrations: [paid],
        trainings,
        catalogue,
      },
      now,
    );
    expect(groups.completed).toEqual([
      { trainingId: 1, name: "Budgeting Basics", userTrainingId: expect.any(Number), credentialUrl: "https://credential.example/1" },
    ]);
    expect(groups.inProgress.map((t) => [t.name, t.pending, t.registrationId])).toEqual([
      ["Credit Basics", true, null],
      ["Banking Basics", false, paid.id],
    ]);
    expect(groups.available).toEqual([
      { trainingId: 4, offer: "register" },
      { trainingId: 5, offer: "register" },
      { trainingId: 9, offer: "register" },
    ]);
  });

  it("shows Pending while the learning system refuses the registration's enrolment, and In Progress once a retry succeeds", () => {
    const refused = reg(1, { brightspaceEnrollmentError: "Org unit not found" });
    const alone = reg(2, { brightspaceEnrollmentError: "Timed out" });
    const rows = { userTrainings: [ut(1, { registrationId: refused.id })], registrations: [refused, alone], trainings, catalogue };
    expect(groupTrainings(rows, now).inProgress.map((t) => [t.name, t.pending])).toEqual([
      ["Budgeting Basics", true],
      ["Credit Basics", true],
    ]);
    const retried = { ...rows, registrations: [{ ...refused, brightspaceEnrollmentError: null, brightspaceEnrollment: true }] };
    expect(groupTrainings(retried, now).inProgress.map((t) => [t.name, t.pending])).toEqual([["Budgeting Basics", false]]);
  });

  it("leaves an enrolment out of progress once its registration no longer counts (past its deadline, awaiting review)", () => {
    const expired = reg(1, { deadline: new Date("2026-11-18T12:00:00Z") });
    const waiting = reg(2, { status: REGISTRATION_STATUS.moduleApproval });
    const groups = groupTrainings(
      {
        userTrainings: [ut(1, { registrationId: expired.id }), ut(2, { registrationId: waiting.id })],
        registrations: [expired, waiting],
        trainings,
        catalogue,
      },
      now,
    );
    expect(groups.inProgress).toEqual([]);
    expect(groups.available.slice(0, 2)).toEqual([
      { trainingId: 1, offer: "register" },
      { trainingId: 2, offer: "under_review" },
    ]);
  });

  it("does not offer a training again while it is in the cart or waiting for a decision", () => {
    const inCart = reg(1, { status: REGISTRATION_STATUS.preRegistration });
    const started = reg(2, { status: REGISTRATION_STATUS.preRegistration });
    const waiting = reg(3, { status: REGISTRATION_STATUS.registrationApproval });
    const rows = { userTrainings: [], registrations: [inCart, started, waiting], trainings, catalogue };
    const offers = (cart?: Set<number>) => groupTrainings({ ...rows, inCart: cart }, now).available.map((a) => [a.trainingId, a.offer]);
    expect(offers(new Set([inCart.id]))).toEqual([
      [1, "in_cart"],
      [2, "register"],
      [3, "under_review"],
      [4, "register"],
      [5, "register"],
      [9, "register"],
    ]);
    // Without the cart's registrations (the dashboard counts only), the cart item is still available.
    expect(offers()[0]).toEqual([1, "register"]);
  });

  it("counts the independent trainer application in pre-registration as enrolled, and leaves out what the catalogue does not sell", () => {
    const groups = groupTrainings(
      { userTrainings: [], registrations: [reg(9, { status: REGISTRATION_STATUS.preRegistration })], trainings, catalogue: [{ id: 1 }] },
      now,
    );
    expect(groups.inProgress.map((t) => t.name)).toEqual(["Independent Trainer Program"]);
    expect(groups.available).toEqual([{ trainingId: 1, offer: "register" }]);
  });
});

describe("trainingPriceCents", () => {
  const product = { priceCents: 14_900, memberPriceCents: 9_900, freeForMembers: false };
  it("charges members the member price (nothing when free for members) and others the list price, as the cart does", () => {
    expect(trainingPriceCents(product, true)).toBe(9_900);
    expect(trainingPriceCents(product, false)).toBe(14_900);
    expect(trainingPriceCents({ ...product, memberPriceCents: null }, true)).toBe(14_900);
    expect(trainingPriceCents({ ...product, freeForMembers: true }, true)).toBe(0);
    expect(trainingPriceCents({ ...product, freeForMembers: true }, false)).toBe(14_900);
  });
});

describe("trainingTab", () => {
  it("reads the tab from the URL, Available when missing or unknown", () => {
    expect(trainingTab("complete")).toBe("complete");
    expect(trainingTab("in-progress")).toBe("in-progress");
    expect(trainingTab(null)).toBe("available");
    expect(trainingTab("<script>")).toBe("available");
  });
});

describe("course links", () => {
  it("builds the course's page in the learning system from its base address and course id", () => {
    expect(learningSystemCourseUrl("https://learn.example.org", "BS-MME-100")).toBe("https://learn.example.org/d2l/home/BS-MME-100");
    expect(learningSystemCourseUrl("https://learn.example.org/", "a b/c")).toBe("https://learn.example.org/d2l/home/a%20b%2Fc");
    expect(learningSystemCourseUrl("https://learn.example.org", null)).toBeNull();
    expect(learningSystemCourseUrl("https://learn.example.org", "  ")).toBeNull();
    expect(learningSystemCourseUrl("javascript:alert(1)", "1")).toBeNull();
  });

  it("embeds YouTube and Vimeo players from the hosts the portal frames, with a plain link; other https addresses are links", () => {
    const youtube = {
      embedUrl: "https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ",
      watchUrl: "https://www.youtube.com/watch?v=aqz-KE-bpKQ",
    };
    expect(videoLinks("https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ")).toEqual(youtube);
    expect(videoLinks("https://www.youtube.com/watch?v=aqz-KE-bpKQ")).toEqual(youtube);
    expect(videoLinks("https://youtu.be/aqz-KE-bpKQ")).toEqual(youtube);
    expect(videoLinks("https://vimeo.com/76979871")).toEqual({
      embedUrl: "https://player.vimeo.com/video/76979871",
      watchUrl: "https://vimeo.com/76979871",
    });
    expect(videoLinks("https://media.example.org/intro.mp4")).toEqual({ embedUrl: null, watchUrl: "https://media.example.org/intro.mp4" });
    expect(videoLinks("http://www.youtube.com/watch?v=aqz-KE-bpKQ")).toBeNull();
    expect(videoLinks("javascript:alert(1)")).toBeNull();
    expect(videoLinks(null)).toBeNull();
  });
});
