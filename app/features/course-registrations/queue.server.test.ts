import { beforeEach, describe, expect, it } from "vitest";
import { createCertification, createMember, createRegistration } from "../../../tests/factories/index.ts";
import { resetDatabase } from "../../../tests/setup/db.ts";
import { db } from "~/lib/db.server.ts";
import { csvChunks, readListParams } from "~/kit/admin-list/list.server.ts";
import { courseRegistrationList } from "./queue.server.ts";

beforeEach(() => resetDatabase());

const params = (query = "") => readListParams(courseRegistrationList, new URLSearchParams(query));
const names = async (query = "") => (await courseRegistrationList.source.page(params(query))).rows.map((r) => r.lastName);

async function setup() {
  const afc = await createCertification({ name: "Accredited Financial Counselor" });
  const pathway = await db.pathwayType.create({
    data: { key: "designation", name: "Designation Pathway", deadlineMonths: 24, certificationId: afc.id },
  });
  const at = (day: number) => new Date(Date.UTC(2026, 10, day, 12));
  const add = async (lastName: string, data: { status: string; updatedAt: Date; militarySpouse?: boolean; expirationStatus?: string }) => {
    const member = await createMember({ firstName: "Pat", lastName });
    return createRegistration(member.id, { certificationId: afc.id, pathwayTypeId: pathway.id, ...data });
  };
  await add("Adams", { status: "registration_approval", updatedAt: at(3) });
  await add("Baker", { status: "final_approval", updatedAt: at(5), militarySpouse: true });
  await add("Clark", { status: "pre_registration", updatedAt: at(6) });
  await add("Diaz", { status: "experience_approval", updatedAt: at(4), expirationStatus: "expired" });
  await add("Evans", { status: "post_registration", updatedAt: at(1) });
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
