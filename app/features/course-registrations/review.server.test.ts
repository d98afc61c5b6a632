import { beforeEach, describe, expect, it } from "vitest";
import {
  cartLine,
  certificationReference,
  createMember,
  createRegistration,
  inPostRegistration,
  pendingModule,
  productLine,
  serviceType,
  waitingInFinalApproval,
  waitingInPathwayReview,
} from "../../../tests/factories/index.ts";
import { resetDatabase } from "../../../tests/setup/db.ts";
import { db } from "~/lib/db.server.ts";
import { getCourseRegistrationReview } from "./review.server.ts";

beforeEach(() => resetDatabase());

describe("the course registration review", () => {
  it("shows the header, the reviews with their step, the summary with prices and the line items", async () => {
    const member = await createMember({ firstName: "Marcus", lastName: "Lee" });
    const admin = await createMember({ firstName: "Dana", lastName: "Admin" });
    const reference = await certificationReference();
    const registration = await waitingInPathwayReview(member.id, {
      reference,
      data: {
        militarySpouse: true,
        shippingName: "Marcus Lee",
        shippingAddressLine1: "1 Main St",
        shippingCity: "Austin",
        shippingState: "TX",
        shippingZip: "78701",
      },
    });
    await db.registrationReview.create({
      data: {
        registrationId: registration.id,
        reviewerId: admin.id,
        approved: false,
        message: "<p>Send the certificate<script>x()</script></p>",
        registrationStatus: "registration_approval",
        previousStep: "pathway_approval",
      },
    });
    // the designation pathway's registration fee, unpaid
    await cartLine(member.id, productLine(reference.pathway.designation.fee, { registrationId: registration.id }));
    const review = await getCourseRegistrationReview(registration.id);
    expect(review).toMatchObject({
      title: "Accredited Financial Counselor",
      frame: {
        title: "Accredited Financial Counselor Registration",
        owner: { name: "Marcus Lee", militarySpouse: true },
        status: { label: "Registration Approval", tone: null },
        decisions: {
          approve: `/admin/course-registrations/${registration.id}/approve`,
          reject: `/admin/course-registrations/${registration.id}/reject`,
        },
      },
      decision: "pathway",
      requiredHours: 500,
    });
    expect(review!.frame.reviews).toEqual([
      expect.objectContaining({
        reviewer: "Dana Admin",
        status: "Rejected",
        step: "Pathway Review",
        messageHtml: "<p>Send the certificate</p>",
      }),
    ]);
    expect(review!.summary.find((r) => r.step === "Pathway")).toMatchObject({ selection: "Designation Pathway", price: "$200.00" });
    expect(review!.summary.find((r) => r.step === "Shipping")?.selection).toBe("Marcus Lee, 1 Main St, Austin, TX, 78701");
    expect(review!.lineItems).toEqual([
      expect.objectContaining({ name: "Designation Pathway Registration Fee", paid: false, price: "$200.00" }),
    ]);
    expect(await getCourseRegistrationReview(registration.id + 100)).toBeNull();
  });

  it("shows a candidate's progress and experience hours by service type", async () => {
    const member = await createMember();
    const counseling = await serviceType("Counseling");
    const education = await serviceType("Education");
    // enrolled (1000 hours required) with the exam fee not paid, ethics signed
    const { registration } = await inPostRegistration(member.id, {
      payExamFeeUpfront: false,
      ethics: { signature: "Pat", signedAt: new Date("2026-10-01T12:00:00Z") },
      experience: [
        { status: "approved", hours: 300, fellowshipServiceTypeId: counseling.id },
        { status: "pending", hours: 40, fellowshipServiceTypeId: counseling.id },
        { status: "approved", hours: 100, fellowshipServiceTypeId: education.id },
      ],
    });
    const review = await getCourseRegistrationReview(registration.id);
    expect(review?.experience).toEqual([
      { serviceType: "Counseling", approved: 300, pending: 40 },
      { serviceType: "Education", approved: 100, pending: 0 },
    ]);
    expect(review?.progress).toEqual([
      { label: "Experience Hours", value: "400 of 1000 approved" },
      { label: "Code of Ethics", value: "Signed 10/01/2026" },
      { label: "Exam", value: "Not paid" },
      { label: "Certificate Name", value: "Not given" },
    ]);
  });
});

describe("the review's post-registration parts", () => {
  it("shows the Post Registration section with its own reviews, the modules and the learning system's progress link", async () => {
    const member = await createMember({ firstName: "Grace", lastName: "Kim", brightspaceId: "BS-77" });
    const { registration } = await waitingInFinalApproval(member.id);
    await db.registrationReview.createMany({
      data: [
        { registrationId: registration.id, approved: true, registrationStatus: "registration_approval", previousStep: "summary" },
        { registrationId: registration.id, approved: false, registrationStatus: "final_approval", previousStep: "final_summary" },
      ],
    });
    await pendingModule(registration, { brightspaceCourseId: "BS-101" });

    await db.experienceValidation.create({
      data: { registrationId: registration.id, supervisorEmail: "sam@example.org", hours: 120, signature: "Sam Super" },
    });
    const review = (await getCourseRegistrationReview(registration.id))!;
    expect(review.decision).toBe("final");
    expect(review.summary.find((row) => row.step === "Training/Modules")?.selection).toBe("Module 1");
    expect(review.validations).toEqual([
      expect.objectContaining({ supervisorEmail: "sam@example.org", hours: "120", signed: "Sam Super" }),
    ]);
    expect(review.frame.reviews).toHaveLength(1);
    expect(review.post).toMatchObject({
      waiting: "Waiting for final approval.",
      reviews: [expect.objectContaining({ status: "Rejected" })],
    });
    expect(review.modules?.rows).toEqual([
      { id: expect.any(Number), name: "Module 1", course: "BS-101", status: "Pending", badgeUrl: null },
    ]);
    expect(review.training).toEqual([
      expect.objectContaining({
        name: "Module 1",
        progressUrl: expect.stringMatching(/\/d2l\/le\/classlist\/userprogress\/BS-77\/\d+\/Summary$/),
        state: { kind: "sections", label: "Get Sections" },
        sectionsHref: expect.stringMatching(/\/modules\/\d+\/section$/),
        approveHref: null,
      }),
    ]);

    await db.registration.update({ where: { id: registration.id }, data: { brightspaceRemoval: true, status: "post_registration" } });
    const removed = (await getCourseRegistrationReview(registration.id))!;
    expect(removed.training[0].progressUrl).toBeNull();
    expect(removed.training[0].state).toEqual({ kind: "removed", label: "Removed" });
    expect(removed.training[0].sectionsHref).toBeNull();
    expect(removed.decision).toBeNull();
    expect(removed.post?.waiting).toBeNull();
  });

  it("has no Post Registration section before enrolment or for a training registration", async () => {
    const member = await createMember();
    const before = await createRegistration(member.id, { status: "registration_approval", step: "summary" });
    expect((await getCourseRegistrationReview(before.id))!).toMatchObject({
      post: null,
      modules: null,
      training: [],
      decision: "general",
    });
  });
});
