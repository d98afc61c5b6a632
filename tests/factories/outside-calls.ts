/**
 * Outside calls (decision 53) in the states an admin meets them: a payment's course materials
 * order that Holmes refused, a final approval's certificate that Accredible refused, each waiting
 * for its retry.
 */
import { ANNOUNCEMENT_KIND, PRODUCT_KIND } from "~/domain/constants.ts";
import { db } from "~/lib/db.server.ts";
import { recordCredentialIssue } from "~/features/certifications/credentials.server.ts";
import { certifiedInGoodStanding, type CertifiedOptions } from "./certifications.ts";
import { awaitingApprovalPaid } from "./registrations.ts";
import type { RegistrationOptions } from "./registrations.ts";

const SHIPPING = {
  shippingName: "Pat Lee",
  shippingAddressLine1: "1 Main St",
  shippingCity: "Austin",
  shippingState: "TX",
  shippingZip: "78701",
  shippingCountry: "US",
};

/**
 * Paid for with the textbook and waiting in registration approval; the order from Holmes was tried
 * once after the payment and refused (Holmes was down): the call waits for its retry in 15 minutes.
 */
export async function courseMaterialsOrderFailed(userId: number, opts: RegistrationOptions & { error?: string } = {}) {
  const { registration, transaction } = await awaitingApprovalPaid(userId, {
    ...opts,
    materials: opts.materials ?? ["textbook"],
    data: { ...SHIPPING, ...opts.data },
  });
  const at = registration.createdAt;
  const call = await db.outsideCall.update({
    where: { key: `holmes.order:registration-${registration.id}` },
    data: {
      tries: 1,
      lastError: opts.error ?? "Holmes answered 503",
      nextTryAt: new Date(at.getTime() + 15 * 60 * 1000),
      createdAt: at,
    },
  });
  return { registration, transaction, call };
}

/**
 * Certified in good standing by final approval, and the certificate not issued yet: Accredible was
 * down when the approval's call was made, and the call waits for its retry (no certificate link).
 */
export async function certifiedCertificateNotIssued(userId: number, opts: CertifiedOptions = {}) {
  const built = await certifiedInGoodStanding(userId, { ...opts, accredibleUrl: null });
  const uc = built.userCertification;
  const user = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { email: true, firstName: true, lastName: true } });
  const at = uc.issuedAt ?? new Date();
  const callId = await db.$transaction((tx) =>
    recordCredentialIssue(
      tx,
      {
        key: `certificate:registration-${built.registration.id}`,
        groupId: "ACC-AFC",
        recipient: { name: `${user.firstName} ${user.lastName}`, email: user.email },
        issuedOn: at.toISOString().slice(0, 10),
        target: { kind: "userCertification", id: uc.id },
        registrationId: built.registration.id,
        userId,
      },
      at,
    ),
  );
  const call = await db.outsideCall.update({
    where: { id: callId },
    data: { tries: 1, lastError: "Accredible answered 503", nextTryAt: new Date(at.getTime() + 15 * 60 * 1000) },
  });
  return { ...built, certificationId: uc.certificationId, call };
}

/** The AFC learning-system course offered by an active Holmes AFC announcement (its Holmes course id HC-AFC-LS). */
export async function holmesCourseOffer() {
  const product = await db.product.create({
    data: {
      kind: PRODUCT_KIND.courseMaterial,
      name: "AFC Learning System (online, 12 months)",
      priceCents: 79500,
      memberPriceCents: 69500,
    },
  });
  const courseMaterial = await db.courseMaterial.create({
    data: { name: "AFC Learning System", productId: product.id, hcCourseId: "HC-AFC-LS" },
  });
  const announcement = await db.announcement.create({
    data: { kind: ANNOUNCEMENT_KIND.holmesAfc, title: "Upgrade to the AFC Learning System", body: "<p>Add it.</p>", productId: product.id },
  });
  return { product, courseMaterial, announcement };
}
