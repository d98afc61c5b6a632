import { beforeEach, describe, expect, it } from "vitest";
import { createAddress, createMember, createMembership, workArea, type MemberOverrides } from "../../../tests/factories/index.ts";
import { resetDatabase } from "../../../tests/setup/db.ts";
import { db } from "~/lib/db.server.ts";
import {
  DIRECTORY_PAGE_SIZE,
  directoryQuery,
  getDirectoryProfile,
  parseDirectoryParams,
  searchDirectory,
  socialLink,
  type DirectoryParams,
} from "./directory.server.ts";

beforeEach(() => resetDatabase());

// Saturday 2026-11-21, 10:00 in New York.
const now = new Date("2026-11-21T15:00:00Z");
const DAY = 86_400_000;
const days = (n: number) => new Date(now.getTime() + n * DAY);
/** 00:00 in New York (EST, UTC-5) of today + n days. */
const nyMidnight = (n: number) => new Date(Date.UTC(2026, 10, 21 + n, 5));

let seq = 0;

beforeEach(() => {
  seq = 0;
});

type Over = {
  firstName?: string;
  lastName?: string;
  optIn?: boolean;
  membership?: { start?: Date; end?: Date; approved?: boolean } | null;
  city?: string | null;
  state?: string;
  data?: MemberOverrides;
};

/** A user; by default opted in, with a valid membership and a primary address in Richmond, VA. */
async function person(over: Over = {}) {
  seq += 1;
  const user = await createMember({
    email: `p${seq}@example.org`,
    firstName: over.firstName ?? "Pat",
    lastName: over.lastName ?? `Person${String(seq).padStart(2, "0")}`,
    agreeDemographicSearch: over.optIn ?? true,
    ...over.data,
  });
  if (over.membership !== null) {
    const m = over.membership ?? {};
    await createMembership(user.id, { start: m.start ?? days(-30), end: m.end ?? days(300), approved: m.approved ?? true });
  }
  if (over.city !== null || over.state) {
    await createAddress(user.id, {
      addressLine1: "1 Main St",
      city: over.city === undefined ? "Richmond" : over.city,
      state: over.state ?? "VA",
    });
  }
  return user;
}

const params = (over: Partial<DirectoryParams> = {}): DirectoryParams => ({
  q: "",
  city: "",
  state: "",
  expertise: "",
  services: [],
  sort: "name",
  dir: "asc",
  page: 1,
  ...over,
});

const names = async (over: Partial<DirectoryParams> = {}) => (await searchDirectory(params(over), now)).rows.map((r) => r.name);

describe("who the directory lists", () => {
  it("lists only members who opted in and hold a valid membership today", async () => {
    await person({ firstName: "Listed", lastName: "Valid" });
    await person({ firstName: "Endstoday", lastName: "Valid", membership: { start: days(-364), end: nyMidnight(0) } });
    await person({ firstName: "Hidden", lastName: "NotOptedIn", optIn: false });
    await person({ firstName: "Hidden", lastName: "NoMembership", membership: null });
    await person({ firstName: "Hidden", lastName: "Expired", membership: { start: days(-400), end: nyMidnight(-1) } });
    await person({ firstName: "Hidden", lastName: "Unapproved", membership: { approved: false } });
    await person({ firstName: "Hidden", lastName: "NotStarted", membership: { start: days(1), end: days(365) } });
    await person({ firstName: "Hidden", lastName: "Deleted", data: { deletedAt: days(-1) } });

    const page = await searchDirectory(params(), now);
    expect(page.rows.map((r) => r.name)).toEqual(["Endstoday Valid", "Listed Valid"]);
    expect(page.total).toBe(2);
  });

  it("keeps a member whose expired membership was renewed, and drops one whose only membership ended", async () => {
    const renewed = await person({ firstName: "Renewed", lastName: "Member", membership: { start: days(-400), end: nyMidnight(-36) } });
    await createMembership(renewed.id, { start: days(-35), end: days(329) });
    await person({ firstName: "Lapsed", lastName: "Member", membership: { start: days(-400), end: nyMidnight(-36) } });
    expect(await names()).toEqual(["Renewed Member"]);
  });

  it("returns display-ready rows: name, organization, job title, place, services and the avatar thumbnail", async () => {
    const dana = await person({
      firstName: "Dana",
      lastName: "Reyes",
      city: "Norfolk",
      data: {
        suffix: "Jr.",
        organization: "GreenPath",
        jobTitle: "Counselor",
        offerVirtualCounseling: true,
        offerGroupWorkshops: true,
        email: "dana@example.org",
        cellPhone: "5551112222",
      },
    });
    const media = await db.media.create({
      data: {
        ownerUserId: dana.id,
        kind: "avatar",
        originalName: "me.png",
        storedPath: "x/me.webp",
        mimeType: "image/webp",
        sizeBytes: 10,
      },
    });
    await db.user.update({ where: { id: dana.id }, data: { avatarId: media.id } });
    const [row] = (await searchDirectory(params(), now)).rows;
    expect(row).toEqual({
      id: expect.any(Number),
      name: "Dana Reyes Jr.",
      organization: "GreenPath",
      jobTitle: "Counselor",
      city: "Norfolk",
      state: "VA",
      services: ["Virtual counseling", "Group workshops"],
      avatarSrc: `/resources/media/${media.id}?size=64`,
    });
  });
});

describe("filters", () => {
  it("finds a name by any case and any part; several words must all match first or last name", async () => {
    await person({ firstName: "Maria", lastName: "Santos" });
    await person({ firstName: "Mario", lastName: "Lopez" });
    await person({ firstName: "Santos", lastName: "Avery" });
    expect(await names({ q: "SANT" })).toEqual(["Santos Avery", "Maria Santos"]);
    expect(await names({ q: "mari santos" })).toEqual(["Maria Santos"]);
    expect(await names({ q: "zzz" })).toEqual([]);
  });

  it("filters by city (part of the name, any case) and by state of the primary address", async () => {
    await person({ firstName: "A", lastName: "Richmond", city: "Richmond", state: "VA" });
    await person({ firstName: "B", lastName: "Richmond", city: "Richmond", state: "CA" });
    await person({ firstName: "C", lastName: "Norfolk", city: "Norfolk", state: "VA" });
    await person({ firstName: "D", lastName: "Nowhere", city: null });
    expect(await names({ city: "rich" })).toEqual(["A Richmond", "B Richmond"]);
    expect(await names({ state: "VA" })).toEqual(["C Norfolk", "A Richmond"]);
    expect(await names({ city: "richmond", state: "CA" })).toEqual(["B Richmond"]);
  });

  it("matches expertise in the areas-of-expertise text or in a work area name, every word somewhere", async () => {
    const housing = await workArea("Housing Counseling", "Military");
    const tax = await workArea("Tax Preparation", "Military");
    await person({ firstName: "Text", lastName: "Only", data: { areasOfExpertise: "Student loans and credit" } });
    await person({ firstName: "Primary", lastName: "Area", data: { primaryWorkAreas: { create: [{ workAreaId: housing.id }] } } });
    await person({
      firstName: "Secondary",
      lastName: "Area",
      data: { workAreas: { create: [{ workAreaId: tax.id }] }, areasOfExpertise: "Credit repair" },
    });
    await person({ firstName: "No", lastName: "Expertise" });

    expect(await names({ expertise: "student LOANS" })).toEqual(["Text Only"]);
    expect(await names({ expertise: "housing" })).toEqual(["Primary Area"]);
    expect(await names({ expertise: "tax" })).toEqual(["Secondary Area"]);
    expect(await names({ expertise: "credit" })).toEqual(["Secondary Area", "Text Only"]);
    expect(await names({ expertise: "credit tax" })).toEqual(["Secondary Area"]);
  });

  it("requires every ticked service", async () => {
    await person({ firstName: "Virtual", lastName: "Only", data: { offerVirtualCounseling: true } });
    await person({ firstName: "Virtual", lastName: "Local", data: { offerVirtualCounseling: true, offerLocalCounseling: true } });
    await person({ firstName: "Counsel", lastName: "Workshops", data: { provideCounselingServices: true, offerGroupWorkshops: true } });
    expect(await names({ services: ["virtual"] })).toEqual(["Virtual Local", "Virtual Only"]);
    expect(await names({ services: ["virtual", "local"] })).toEqual(["Virtual Local"]);
    expect(await names({ services: ["counseling"] })).toEqual(["Counsel Workshops"]);
    expect(await names({ services: ["workshops", "local"] })).toEqual([]);
  });
});

describe("sorting and paging", () => {
  it("sorts by last then first name either way, and by city with members without a city last", async () => {
    await person({ firstName: "Ann", lastName: "Baker", city: "Tampa", state: "FL" });
    await person({ firstName: "Bob", lastName: "Adams", city: "Austin", state: "TX" });
    await person({ firstName: "Al", lastName: "Baker", city: null });
    expect(await names()).toEqual(["Bob Adams", "Al Baker", "Ann Baker"]);
    expect(await names({ dir: "desc" })).toEqual(["Ann Baker", "Al Baker", "Bob Adams"]);
    expect(await names({ sort: "city" })).toEqual(["Bob Adams", "Ann Baker", "Al Baker"]);
    expect(await names({ sort: "city", dir: "desc" })).toEqual(["Ann Baker", "Bob Adams", "Al Baker"]);
  });

  it("shows 10 per page and clamps a page past the end to the last page", async () => {
    for (let i = 0; i < 12; i++) await person();
    const first = await searchDirectory(params(), now);
    expect(first).toMatchObject({ total: 12, page: 1, lastPage: 2, pageSize: DIRECTORY_PAGE_SIZE });
    expect(first.rows).toHaveLength(10);
    expect(first.rows[0].name).toBe("Pat Person01");
    const beyond = await searchDirectory(params({ page: 99 }), now);
    expect(beyond.page).toBe(2);
    expect(beyond.rows.map((r) => r.name)).toEqual(["Pat Person11", "Pat Person12"]);
  });

  it("gives one empty page when nothing matches", async () => {
    expect(await searchDirectory(params({ q: "nobody" }), now)).toEqual({ rows: [], total: 0, page: 1, lastPage: 1, pageSize: 10 });
  });
});

describe("search parameters in the URL", () => {
  it("reads the form's fields and falls back to defaults for bad values", () => {
    const url = new URL(
      "http://x/membership/search?q=+Ann+&city=Tampa&state=fl&expertise=tax&virtual=on&workshops=on&local=off&sort=city&dir=desc&page=3",
    );
    expect(parseDirectoryParams(url)).toEqual({
      q: "Ann",
      city: "Tampa",
      state: "FL",
      expertise: "tax",
      services: ["virtual", "workshops"],
      sort: "city",
      dir: "desc",
      page: 3,
    });
    const bad = new URL("http://x/membership/search?state=ZZ&sort=email&dir=up&page=-2&pageSize=100000");
    expect(parseDirectoryParams(bad)).toEqual(params());
  });

  it("writes back only what differs from the defaults, the page only when asked", () => {
    const p = params({ q: "Ann", state: "FL", services: ["local"], sort: "city", dir: "desc", page: 2 });
    expect(directoryQuery(p)).toEqual({ q: "Ann", state: "FL", local: "on", sort: "city", dir: "desc" });
    expect(directoryQuery(p, { page: true })).toMatchObject({ page: 2 });
    expect(directoryQuery(params())).toEqual({});
    const round = new URLSearchParams(Object.entries(directoryQuery(p, { page: true })).map(([k, v]) => [k, String(v)]));
    expect(parseDirectoryParams(round)).toEqual(p);
  });
});

describe("public profile", () => {
  async function listedMember() {
    const area = await workArea("Credit Counseling", "Nonprofit");
    const other = await workArea("Youth Programs", "Nonprofit");
    return person({
      firstName: "Dana",
      lastName: "Reyes",
      city: "Norfolk",
      data: {
        organization: "GreenPath",
        jobTitle: "Counselor",
        website: "https://dana.example.org",
        publicBio: "I help families budget.",
        memberBio: "Ask me about our peer group.",
        twitterHandle: "@danareyes",
        instagramProfile: "javascript:alert(1)",
        linkedinProfile: "https://www.linkedin.com/in/dana",
        facebookProfile: null,
        areasOfExpertise: "Student loans",
        provideCounselingServices: true,
        offerLocalCounseling: true,
        primaryWorkAreaCategoryId: area.categoryId,
        primaryWorkAreas: { create: [{ workAreaId: area.id }] },
        workAreas: { create: [{ workAreaId: other.id }, { workAreaId: area.id }] },
        dateOfBirth: new Date("1980-01-01T00:00:00Z"),
        cellPhone: "5551112222",
        workPhone: "5553334444",
      },
    });
  }

  it("shows a valid member viewer the public profile with the member bio, and nothing private", async () => {
    const member = await listedMember();
    const viewer = await person({ optIn: false });
    const profile = await getDirectoryProfile(viewer.id, member.id, now);
    expect(profile).toEqual({
      id: member.id,
      name: "Dana Reyes",
      avatarSrc: null,
      organization: "GreenPath",
      jobTitle: "Counselor",
      city: "Norfolk",
      state: "VA",
      website: "https://dana.example.org",
      social: [
        { label: "LinkedIn", text: "https://www.linkedin.com/in/dana", href: "https://www.linkedin.com/in/dana" },
        { label: "X (Twitter)", text: "@danareyes", href: "https://x.com/danareyes" },
        { label: "Instagram", text: "javascript:alert(1)", href: null },
      ],
      publicBio: "I help families budget.",
      memberBio: "Ask me about our peer group.",
      viewerIsMember: true,
      areasOfExpertise: "Student loans",
      primaryWorkAreaCategory: "Nonprofit",
      workAreas: ["Credit Counseling", "Youth Programs"],
      services: ["Financial counseling", "Local counseling"],
    });
    const text = JSON.stringify(profile);
    for (const secret of ["p1@example.org", "5551112222", "5553334444", "1 Main St", "1980"]) expect(text).not.toContain(secret);
  });

  it("hides the member bio from a viewer who is not a valid member", async () => {
    const member = await listedMember();
    const viewer = await person({ membership: { start: days(-400), end: nyMidnight(-1) } });
    const profile = await getDirectoryProfile(viewer.id, member.id, now);
    expect(profile).toMatchObject({ publicBio: "I help families budget.", memberBio: null, viewerIsMember: false });
  });

  it("is null (a 404) for anyone the directory does not list, and for unknown ids", async () => {
    const viewer = await person();
    const notOptedIn = await person({ optIn: false });
    const expired = await person({ membership: { start: days(-400), end: nyMidnight(-1) } });
    const noMembership = await person({ membership: null });
    for (const u of [notOptedIn, expired, noMembership]) expect(await getDirectoryProfile(viewer.id, u.id, now)).toBeNull();
    expect(await getDirectoryProfile(viewer.id, 999_999, now)).toBeNull();
    expect(await getDirectoryProfile(viewer.id, viewer.id, now)).not.toBeNull();
  });

  it("drops a website that is not an http(s) address", async () => {
    const member = await person({ data: { website: "javascript:alert(1)" } });
    expect((await getDirectoryProfile(member.id, member.id, now))?.website).toBeNull();
  });
});

describe("socialLink", () => {
  it("links addresses as typed and handles to the network; anything else is text only", () => {
    expect(socialLink("Facebook", " dana.reyes ", "https://www.facebook.com/")).toEqual({
      label: "Facebook",
      text: "dana.reyes",
      href: "https://www.facebook.com/dana.reyes",
    });
    expect(socialLink("X", "http://x.com/d", "https://x.com/")).toEqual({ label: "X", text: "http://x.com/d", href: "http://x.com/d" });
    expect(socialLink("X", "my handle", "https://x.com/")?.href).toBeNull();
    expect(socialLink("X", "  ", "https://x.com/")).toBeNull();
  });
});
