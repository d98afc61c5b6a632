/**
 * The admin user profile's Info tab (spec User (admin view)): every field of the person, grouped as
 * staff read them (contact, address, professional, counselling services, learning system and
 * identifiers), with the values each group's form starts from. The lists other tabs show
 * (certifications, memberships, registrations, notes, flags, groups, payments) are not repeated.
 */
import { ROLE_LABEL, type Role } from "~/domain/constants.ts";
import { addressFormDefaults, type AddressFormValues, type AddressRow } from "~/features/profile/address-options.ts";
import { listAddresses } from "~/features/profile/addresses.server.ts";
import { avatarUrl } from "~/features/profile/avatar.server.ts";
import { getEmploymentForm } from "~/features/profile/employment.server.ts";
import { CONTACT_SELECT } from "~/features/profile/profile.server.ts";
import { formatDate, toDateInputValue } from "~/lib/dates.ts";
import { db } from "~/lib/db.server.ts";

const infoSelect = {
  id: true,
  email: true,
  role: true,
  ...CONTACT_SELECT,
  publicBio: true,
  mentorConnect: true,
  secuId: true,
  membershipStatus: true,
  brightspaceId: true,
  isIndependentTrainer: true,
  createdAt: true,
} as const;

/** A box's value as the form posts it. */
const box = (on: boolean) => (on ? "on" : "");

/** The Info tab's view model; null when there is no such user. Six queries. */
export async function loadMemberInfo(userId: number) {
  const user = await db.user.findUnique({ where: { id: userId }, select: infoSelect });
  if (!user) return null;
  const [employment, addresses] = await Promise.all([getEmploymentForm(userId), listAddresses(userId)]);
  if (!employment) return null;
  const primary: AddressRow | undefined = addresses.find((a) => a.id === user.primaryAddressId);
  const values = employment.values;
  return {
    contact: {
      name: `${user.firstName} ${user.lastName}`,
      avatarSrc: user.avatarId ? avatarUrl(user.avatarId) : null,
      addressOptions: addresses.map((a) => ({ value: String(a.id), label: `${a.name}: ${a.addressLine1}${a.city ? `, ${a.city}` : ""}` })),
      defaults: {
        email: user.email,
        firstName: user.firstName,
        middleName: user.middleName ?? "",
        lastName: user.lastName,
        suffix: user.suffix ?? "",
        dateOfBirth: user.dateOfBirth ? toDateInputValue(user.dateOfBirth) : "",
        gender: user.gender ?? "",
        ethnicity: user.ethnicity ?? "",
        website: user.website ?? "",
        contactMethod: String(user.contactMethod),
        workPhone: user.workPhone ?? "",
        homePhone: user.homePhone ?? "",
        cellPhone: user.cellPhone ?? "",
        willText: box(user.willText),
        agreeTos: box(user.agreeTos),
        primaryAddressId: user.primaryAddressId ? String(user.primaryAddressId) : "",
      },
    },
    address: {
      /** the primary address's values; a new address's when there is none */
      defaults: primary ? addressFormDefaults(primary) : ({ country: "US" } as Partial<AddressFormValues>),
      hasPrimary: Boolean(primary),
      others: addresses.filter((a) => a !== primary),
    },
    professional: { values, options: employment.options, publicBio: user.publicBio ?? "" },
    counselling: {
      defaults: {
        provideCounselingServices: box(values.provideCounselingServices),
        agreeDemographicSearch: box(values.agreeDemographicSearch),
        offerVirtualCounseling: box(values.offerVirtualCounseling),
        offerLocalCounseling: box(values.offerLocalCounseling),
        offerGroupWorkshops: box(values.offerGroupWorkshops),
        mentorConnect: box(user.mentorConnect),
      },
    },
    identifiers: {
      defaults: { secuId: user.secuId ?? "", membershipStatus: user.membershipStatus ?? "" },
      id: user.id,
      role: ROLE_LABEL[user.role as Role] ?? user.role,
      memberSince: formatDate(user.createdAt),
      brightspaceId: user.brightspaceId,
      isIndependentTrainer: user.isIndependentTrainer,
    },
  };
}
export type MemberInfo = NonNullable<Awaited<ReturnType<typeof loadMemberInfo>>>;
