/**
 * Demo people: a member made by the test builders' `createMember` with the profile a real member
 * fills in (phones, addresses, work areas, a public bio), varied deterministically by `n`.
 */
import { CONTACT_METHOD, GENDER, MEMBERSHIP_STATUS, REFERRAL, ROLE } from "../../app/domain/constants.ts";
import { daysAgo, startOfDateNY } from "../../app/lib/dates.ts";
import { db } from "../../app/lib/db.server.ts";
import { createMember } from "../../tests/factories/index.ts";
import { CITIES, JOB_TITLES, ORGANIZATIONS, STREETS, phone, pick } from "./names.ts";
import type { Ref } from "./reference.ts";

/** What every part of the seed works with: the reference data, the one password hash, the moment the seed runs. */
export type SeedContext = { ref: Ref; passwordHash: string; now: Date };

export type Person = {
  email: string;
  firstName: string;
  lastName: string;
  middleName?: string;
  gender?: string;
  dateOfBirth?: Date;
  role?: string;
  /** index for deterministic phones, cities and so on */
  n: number;
  /** only what sign-up asks (no address, no employment) */
  minimal?: boolean;
  jobTitle?: string;
  organization?: string;
  militaryInstallationId?: number;
  workCategoryIndex?: number;
  membershipStatus?: string;
  isEligibleForStudentMembership?: boolean;
  createdAt?: Date;
};

/** A demo person with a full profile (addresses, work areas, bio), or only what sign-up asks when `minimal`. */
export async function createPerson(seed: SeedContext, p: Person) {
  const { ref, passwordHash, now } = seed;
  const place = pick(CITIES, p.n);
  const base = {
    email: p.email.toLowerCase(),
    passwordHash,
    role: p.role ?? ROLE.member,
    firstName: p.firstName,
    middleName: p.middleName ?? null,
    lastName: p.lastName,
    cellPhone: phone(p.n, 555),
    contactMethod: CONTACT_METHOD.email,
    agreeTos: true,
    referral: pick(Object.values(REFERRAL), p.n),
    // sign-up leaves the admin-only membership summary empty
    membershipStatus: p.membershipStatus ?? (p.minimal ? null : MEMBERSHIP_STATUS.notMember),
    isEligibleForStudentMembership: p.isEligibleForStudentMembership ?? false,
    profileLastUpdated: daysAgo(5, now),
    profileUpdateModalShown: daysAgo(5, now),
    createdAt: p.createdAt ?? daysAgo(30 + p.n * 11, now),
  };
  if (p.minimal) return createMember(base);

  const categoryIndex = p.workCategoryIndex ?? p.n % ref.workCategory.length;
  const user = await createMember({
    ...base,
    dateOfBirth: p.dateOfBirth ?? startOfDateNY(1965 + (p.n % 30), 1 + (p.n % 12), 1 + ((p.n * 7) % 28)),
    gender: p.gender ?? pick([GENDER.female, GENDER.male, GENDER.female, GENDER.nonBinary, GENDER.nonAnswer], p.n),
    workPhone: phone(p.n + 300, 867),
    willText: p.n % 3 === 0,
    contactMethod: p.n % 4 === 1 ? CONTACT_METHOD.cellPhone : CONTACT_METHOD.email,
    website: p.n % 5 === 0 ? `https://www.${p.lastName.toLowerCase().replace(/[^a-z]/g, "")}financial.example.com` : null,
    jobTitle: p.jobTitle ?? pick(JOB_TITLES, p.n),
    organization: p.organization ?? pick(ORGANIZATIONS, p.n),
    yearsOfService: pick(["0-2", "3-5", "6-10", "11-15", "16-20", "20+"], p.n),
    primaryWorkAreaCategoryId: ref.workCategory[categoryIndex],
    militaryInstallationId: categoryIndex === 0 ? (p.militaryInstallationId ?? pick(ref.installation, p.n)) : null,
    areasOfExpertise: pick(
      ["Budgeting and spending plans", "Credit and debt management", "Student loans", "Homeownership", "Military transitions"],
      p.n,
    ),
    provideCounselingServices: p.n % 2 === 0,
    agreeDemographicSearch: p.n % 3 !== 2,
    offerVirtualCounseling: p.n % 2 === 0,
    offerLocalCounseling: p.n % 3 === 0,
    offerGroupWorkshops: p.n % 4 === 0,
    publicBio: `${p.firstName} ${p.lastName} helps individuals and families build confidence with money, with a focus on ${pick(["debt repayment", "first-time homebuyers", "military families", "young adults", "retirement readiness"], p.n)}.`,
    linkedinProfile: `https://www.linkedin.com/in/${p.firstName.toLowerCase()}-${p.lastName.toLowerCase().replace(/[^a-z]/g, "")}`,
    addresses: {
      create: [
        {
          name: "Home",
          addressLine1: `${100 + ((p.n * 53) % 9800)} ${pick(STREETS, p.n)}`,
          city: place.city,
          state: place.state,
          zip: place.zip,
          country: "US",
        },
        ...(p.n % 2 === 0
          ? [
              {
                name: "Work",
                addressLine1: `${20 + p.n} Commerce Plaza`,
                addressLine2: `Suite ${100 + p.n}`,
                city: place.city,
                state: place.state,
                zip: place.zip,
                country: "US",
              },
            ]
          : []),
      ],
    },
    primaryWorkAreas: { create: [{ workAreaId: ref.workArea[categoryIndex][0] }] },
    workAreas: { create: ref.workArea[(categoryIndex + 1) % ref.workArea.length].slice(0, 1).map((workAreaId) => ({ workAreaId })) },
  });
  const home = await db.address.findFirstOrThrow({ where: { userId: user.id }, orderBy: { id: "asc" } });
  return db.user.update({ where: { id: user.id }, data: { primaryAddressId: home.id } });
}
