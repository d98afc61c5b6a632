import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import {
  EMPLOYMENT_UPDATE_FAILED,
  EmploymentSchema,
  INVALID_CHOICE,
  isMilitaryCategory,
  RequiredEmploymentSchema,
  WORK_AREA_CATEGORY_MISMATCH,
} from "./employment-schema.server.ts";

type Entries = Array<[string, string]>;

/** Parses form entries the way the action does (Conform turns blank inputs into missing keys). */
function parse(schema: typeof EmploymentSchema | typeof RequiredEmploymentSchema, entries: Entries) {
  const formData = new FormData();
  for (const [k, v] of entries) formData.append(k, v);
  return parseWithZod(formData, { schema });
}

function errors(schema: typeof EmploymentSchema | typeof RequiredEmploymentSchema, entries: Entries): Record<string, string[] | null> {
  const submission = parse(schema, entries);
  return submission.status === "success" ? {} : (submission.error ?? {});
}

const complete: Entries = [
  ["organization", "  Military Family Readiness Center "],
  ["jobTitle", "Personal Financial Manager"],
  ["yearsOfService", "6-10"],
  ["primaryWorkAreaCategoryId", "1"],
  ["primaryWorkAreas", "2"],
  ["primaryWorkAreas", "3"],
  ["workAreaCategories", "4"],
  ["workAreas", "9"],
  ["militaryInstallationId", "5"],
  ["areasOfExpertise", "Budgeting"],
  ["provideCounselingServices", "on"],
  ["offerGroupWorkshops", "on"],
];

describe("EmploymentSchema (edit profile)", () => {
  it("accepts an empty form: every field is optional, lists are empty and boxes unticked", () => {
    const submission = parse(EmploymentSchema, []);
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value).toEqual({
      organization: null,
      jobTitle: null,
      yearsOfService: null,
      primaryWorkAreaCategoryId: null,
      primaryWorkAreas: [],
      workAreaCategories: [],
      workAreas: [],
      militaryInstallationId: null,
      workAreaOther: false,
      areasOfWorkOther: null,
      areasOfExpertise: null,
      provideCounselingServices: false,
      agreeDemographicSearch: false,
      offerVirtualCounseling: false,
      offerLocalCounseling: false,
      offerGroupWorkshops: false,
    });
  });

  it("reads a filled form: trimmed text, number ids, one or many checked areas, ticked boxes", () => {
    const submission = parse(EmploymentSchema, complete);
    expect(submission.status === "success" && submission.value).toMatchObject({
      organization: "Military Family Readiness Center",
      yearsOfService: "6-10",
      primaryWorkAreaCategoryId: 1,
      primaryWorkAreas: [2, 3],
      workAreaCategories: [4],
      workAreas: [9],
      militaryInstallationId: 5,
      provideCounselingServices: true,
      agreeDemographicSearch: false,
      offerGroupWorkshops: true,
    });
  });

  it("accepts every years-of-service choice and refuses any other value", () => {
    for (const years of ["0-2", "3-5", "6-10", "11-15", "16-20", "20+"]) {
      expect(parse(EmploymentSchema, [["yearsOfService", years]]).status, years).toBe("success");
    }
    expect(errors(EmploymentSchema, [["yearsOfService", "40"]]).yearsOfService).toEqual([INVALID_CHOICE]);
  });

  it("limits organization, job title and other areas to 255 characters and expertise to 2500", () => {
    const long = (n: number) => "x".repeat(n);
    expect(
      parse(EmploymentSchema, [
        ["organization", long(255)],
        ["jobTitle", long(255)],
        ["areasOfExpertise", long(2500)],
      ]).status,
    ).toBe("success");
    const e = errors(EmploymentSchema, [
      ["organization", long(256)],
      ["jobTitle", long(256)],
      ["workAreaOther", "on"],
      ["areasOfWorkOther", long(256)],
      ["areasOfExpertise", long(2501)],
    ]);
    expect(e).toMatchObject({
      organization: ["Too many characters"],
      jobTitle: ["Too many characters"],
      areasOfWorkOther: ["Too many characters"],
      areasOfExpertise: ["Too many characters"],
    });
  });

  it("asks for the other area of work when Other is ticked", () => {
    expect(errors(EmploymentSchema, [["workAreaOther", "on"]]).areasOfWorkOther).toEqual(["Required"]);
    expect(
      errors(EmploymentSchema, [
        ["workAreaOther", "on"],
        ["areasOfWorkOther", "   "],
      ]).areasOfWorkOther,
    ).toEqual(["Required"]);
    const ticked = parse(EmploymentSchema, [
      ["workAreaOther", "on"],
      ["areasOfWorkOther", "Tax preparation"],
    ]);
    expect(ticked.status === "success" && ticked.value).toMatchObject({ workAreaOther: true, areasOfWorkOther: "Tax preparation" });
  });

  it("refuses ids that are not whole positive numbers", () => {
    expect(Object.keys(errors(EmploymentSchema, [["primaryWorkAreaCategoryId", "abc"]]))).toEqual(["primaryWorkAreaCategoryId"]);
    expect(Object.keys(errors(EmploymentSchema, [["primaryWorkAreas", "-1"]]))).toEqual(["primaryWorkAreas"]);
    expect(Object.keys(errors(EmploymentSchema, [["militaryInstallationId", "1.5"]]))).toEqual(["militaryInstallationId"]);
  });
});

describe("RequiredEmploymentSchema (registration flow)", () => {
  it("marks organization, job title, years of service, primary category and primary areas 'Required'", () => {
    expect(errors(RequiredEmploymentSchema, [])).toEqual({
      organization: ["Required"],
      jobTitle: ["Required"],
      yearsOfService: ["Required"],
      primaryWorkAreaCategoryId: ["Required"],
      primaryWorkAreas: ["Required"],
    });
    expect(
      errors(RequiredEmploymentSchema, [
        ["organization", "  "],
        ["jobTitle", ""],
        ["yearsOfService", ""],
        ["primaryWorkAreaCategoryId", ""],
      ]),
    ).toMatchObject({
      organization: ["Required"],
      jobTitle: ["Required"],
      yearsOfService: ["Required"],
      primaryWorkAreaCategoryId: ["Required"],
    });
  });

  it("accepts a complete form with the secondary fields left out", () => {
    const required = complete.filter(([k]) =>
      ["organization", "jobTitle", "yearsOfService", "primaryWorkAreaCategoryId", "primaryWorkAreas"].includes(k),
    );
    const submission = parse(RequiredEmploymentSchema, required);
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value).toMatchObject({
      primaryWorkAreas: [2, 3],
      workAreas: [],
      militaryInstallationId: null,
    });
  });

  it("keeps the limits, the choice check and the Other rule", () => {
    const e = errors(RequiredEmploymentSchema, [
      ...complete.filter(([k]) => k !== "yearsOfService" && k !== "jobTitle"),
      ["jobTitle", "x".repeat(256)],
      ["yearsOfService", "forever"],
      ["workAreaOther", "on"],
    ]);
    expect(e).toEqual({ jobTitle: ["Too many characters"], yearsOfService: [INVALID_CHOICE], areasOfWorkOther: ["Required"] });
  });
});

describe("military categories and messages", () => {
  it("treats a category as military when its name contains 'military' in any case", () => {
    expect(isMilitaryCategory("Military and Veterans Services")).toBe(true);
    expect(isMilitaryCategory("Paramilitary outreach")).toBe(true);
    expect(isMilitaryCategory("MILITARY")).toBe(true);
    expect(isMilitaryCategory("Nonprofit Counseling")).toBe(false);
    expect(isMilitaryCategory(null)).toBe(false);
  });

  it("uses the spec's wording", () => {
    expect(EMPLOYMENT_UPDATE_FAILED).toBe(
      "There was an error. Attempting a hard refresh (ctrl+R) may resolve the issue. Please contact support if the problem persists.",
    );
    expect(WORK_AREA_CATEGORY_MISMATCH).toBe("Please choose work areas of the selected category.");
  });
});
