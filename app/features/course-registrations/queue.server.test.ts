import { beforeEach, describe, expect, it } from "vitest";
import {
  certificationReference,
  createMember,
  inPostRegistration,
  registrationAtStep,
  waitingInExperienceApproval,
  waitingInFinalApproval,
  waitingInPathwayReview,
} from "../../../tests/factories/index.ts";
import { resetDatabase } from "../../../tests/setup/db.ts";
import { PATHWAY_KEY } from "~/domain/constants.ts";
import { csvChunks, readListParams } from "~/kit/admin-list/list.server.ts";
import { courseRegistrationList } from "./queue.server.ts";

beforeEach(() => resetDatabase());

const params = (query = "") => readListParams(courseRegistrationList, new URLSearchParams(query));
const names = async (query = "") => (await courseRegistrationList.source.page(params(query))).rows.map((r) => r.lastName);

/** Five AFC registrations on the designation pathway, by state, each last updated on a day of November 2026. */
async function setup() {
  const reference = await certificationReference();
  const at = (day: number) => new Date(Date.UTC(2026, 10, day, 12));
  const member = (lastName: string) => createMember({ firstName: "Pat", lastName });
  const on = (updatedAt: Date, data: { militarySpouse?: boolean; expirationStatus?: string } = {}) => ({
    reference,
    pathway: PATHWAY_KEY.designation,
    data: { updatedAt, ...data },
  });
  await waitingInPathwayReview((await member("Adams")).id, on(at(3)));
  await waitingInFinalApproval((await member("Baker")).id, on(at(5), { militarySpouse: true }));
  await registrationAtStep((await member("Clark")).id, on(at(6)));
  await waitingInExperienceApproval((await member("Diaz")).id, on(at(4), { expirationStatus: "expired" }));
  await inPostRegistration((await member("Evans")).id, on(at(1)));
}

describe("the course registrations queue", () => {
  it("shows registrations waiting for a decision, last updated first, by default", async () => {
    await setup();
    expect(params().filters).toEqual({ status: "pending", militarySpouse: "" });
    expect(await names()).toEqual(["Baker", "Adams"]);
    const [baker] = (await courseRegistrationList.source.page(params())).rows;
    expect(baker).toMatchObject({
      certification: "Accredited Financial Counselor",
      pathway: "Designation Pathway",
      status: "Final Approval",
      militarySpouse: "Yes",
    });
  });

  it("filters by status, expired, all and military spouse; expired ones read 'Expired'", async () => {
    await setup();
    expect(await names("status=pre_registration")).toEqual(["Clark"]);
    expect(await names("status=expired")).toEqual(["Diaz"]);
    expect((await courseRegistrationList.source.page(params("status=expired"))).rows[0]?.status).toBe("Expired");
    expect(await names("status=all")).toEqual(["Clark", "Baker", "Diaz", "Adams", "Evans"]);
    expect(await names("status=all&militarySpouse=1")).toEqual(["Baker"]);
    expect(await names("status=all&militarySpouse=0")).toEqual(["Clark", "Diaz", "Adams", "Evans"]);
    expect(params("status=bogus&militarySpouse=2").filters).toEqual({ status: "pending", militarySpouse: "" });
  });

  it("sorts by name and status both ways, searches names, and writes the same rows to the CSV", async () => {
    await setup();
    expect(await names("status=all&sort=lastName&dir=asc")).toEqual(["Adams", "Baker", "Clark", "Diaz", "Evans"]);
    expect(await names("status=all&sort=lastName&dir=desc")).toEqual(["Evans", "Diaz", "Clark", "Baker", "Adams"]);
    expect(await names("status=all&sort=status&dir=asc")).toEqual(["Diaz", "Baker", "Evans", "Clark", "Adams"]);
    expect(await names("status=all&q=bak")).toEqual(["Baker"]);
    const csv: string[] = [];
    for await (const chunk of csvChunks(courseRegistrationList, params("status=all"), 2)) csv.push(...chunk.map((r) => r.lastName));
    expect(csv).toEqual(["Clark", "Baker", "Diaz", "Adams", "Evans"]);
  });
});
