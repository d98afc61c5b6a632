import { describe, expect, it } from "vitest";
import { PRODUCT_NAME, PRODUCT_SLUG, isPublicPath, isReferrerCandidate, paths, queryString } from "./paths";

describe("routes named in the specs", () => {
  it("admin CEU review routes", () => {
    expect(paths.admin.groupCeus.root()).toBe("/admin/ceus/group");
    expect(paths.admin.groupCeus.review(12)).toBe("/admin/ceus/group/12");
    expect(paths.admin.individualCeus.root()).toBe("/admin/ceus/individual");
    expect(paths.admin.individualCeus.review("34")).toBe("/admin/ceus/individual/34");
  });

  it("independent trainer routes", () => {
    expect(paths.trainings.independent.root()).toBe("/certifications-and-training/independent-trainer");
    expect(paths.trainings.independent.edit()).toBe("/certifications-and-training/independent-trainer/edit");
  });

  it("public routes", () => {
    expect(paths.login()).toBe("/login");
    expect(paths.register()).toBe("/register");
    expect(paths.passwordReset.root()).toBe("/password/reset");
    expect(paths.passwordReset.token("abc123")).toBe("/password/reset/abc123");
    expect(paths.studyModuleForm()).toBe("/study-module-form");
    expect(paths.logout()).toBe("/logout");
  });

  it("member routes", () => {
    expect(paths.dashboard()).toBe("/");
    expect(paths.donate()).toBe("/donate");
    expect(paths.optIn()).toBe("/opt-in");
    expect(paths.payments.receipt(9)).toBe("/payments/9");
    expect(paths.cart()).toBe("/cart");
    expect(paths.checkout()).toBe("/checkout");
    expect(paths.notifications.root()).toBe("/notifications");
    expect(paths.notifications.root({ page: 2 })).toBe("/notifications?page=2");
    expect(paths.notifications.open(7)).toBe("/notifications/7");
    expect(paths.editProfile.addresses.delete(3)).toBe("/edit-profile/addresses/3/delete");
  });

  it("edit-profile subpages, including the {product} page", () => {
    expect(PRODUCT_NAME).toBe("AFCPE");
    expect(PRODUCT_SLUG).toBe("afcpe");
    expect(paths.editProfile.root()).toBe("/edit-profile");
    expect(paths.editProfile.account()).toBe("/edit-profile/account");
    expect(paths.editProfile.professional()).toBe("/edit-profile/professional");
    expect(paths.editProfile.payment()).toBe("/edit-profile/payment");
    expect(paths.editProfile.product()).toBe("/edit-profile/afcpe");
    expect(paths.editProfile.social()).toBe("/edit-profile/social");
  });

  it("certification area", () => {
    const ct = "/certifications-and-training";
    expect(paths.certifications.root()).toBe(ct);
    expect(paths.certifications.register(3)).toBe(`${ct}/register/3`);
    expect(paths.certifications.startRegistration(3)).toBe(`${ct}/register/3?index`);
    expect(paths.certifications.registerStep(3, "pathway")).toBe(`${ct}/register/3/pathway`);
    expect(paths.certifications.finalStep(3, "summary")).toBe(`${ct}/register/3/final/summary`);
    expect(paths.certifications.pay()).toBe(`${ct}/certifications/pay`);
    expect(paths.certifications.view(5)).toBe(`${ct}/certifications/5`);
    expect(paths.trainings.root()).toBe(`${ct}/trainings`);
    expect(paths.trainings.register(7)).toBe(`${ct}/trainings/7`);
    expect(paths.extensions.request()).toBe(`${ct}/extensions/request`);
    expect(paths.experience.root()).toBe(`${ct}/experience`);
    expect(paths.experience.new()).toBe(`${ct}/experience/new`);
    expect(paths.experience.edit(8)).toBe(`${ct}/experience/8`);
  });

  it("practice exams", () => {
    expect(paths.practiceExams.root(1)).toBe("/registration/1/practice-exam");
    expect(paths.practiceExams.exam(1, 2)).toBe("/registration/1/practice-exam/2");
    expect(paths.practiceExams.result(1, 2, 3)).toBe("/registration/1/practice-exam/2/result/3");
  });

  it("membership, CEUs and events", () => {
    expect(paths.membership.root()).toBe("/membership");
    expect(paths.membership.get()).toBe("/membership/get");
    expect(paths.membership.search()).toBe("/membership/search");
    expect(paths.membership.member(4)).toBe("/membership/search/4");
    expect(paths.ceus.root()).toBe("/ceus");
    expect(paths.ceus.individual.root()).toBe("/ceus/individual");
    expect(paths.ceus.individual.new()).toBe("/ceus/individual/new");
    expect(paths.ceus.individual.edit(5)).toBe("/ceus/individual/5");
    expect(paths.ceus.group.root()).toBe("/ceus/group");
    expect(paths.ceus.group.new()).toBe("/ceus/group/new");
    expect(paths.ceus.group.edit(6)).toBe("/ceus/group/6");
    expect(paths.events.root()).toBe("/events");
    expect(paths.events.upcoming()).toBe("/events/upcoming");
    expect(paths.events.detail(7)).toBe("/events/7");
    expect(paths.api.events({ sort: ["date,asc", "name,desc"], limit: 10 })).toBe("/api/events?limit=10&sort=date%2Casc&sort=name%2Cdesc");
    expect(paths.api.upcomingEvents()).toBe("/api/events/upcoming");
  });

  it("admin user profile tabs", () => {
    const u = paths.admin.users;
    expect(paths.admin.root()).toBe("/admin");
    expect(u.root()).toBe("/admin/users");
    expect(u.info(42)).toBe("/admin/users/42");
    expect(u.registrations(42)).toBe("/admin/users/42/registrations");
    expect(u.newRegistration(42)).toBe("/admin/users/42/registrations/new");
    expect(u.certifications(42)).toBe("/admin/users/42/certifications");
    expect(u.certification(42, 3)).toBe("/admin/users/42/certification/3");
    expect(u.memberships(42)).toBe("/admin/users/42/memberships");
    expect(u.notes(42)).toBe("/admin/users/42/notes");
    expect(u.flags(42)).toBe("/admin/users/42/flags");
    expect(u.payments(42)).toBe("/admin/users/42/payments");
    expect(u.groups(42)).toBe("/admin/users/42/groups");
    expect(u.community(42)).toBe("/admin/users/42/community");
    expect(u.communityEnroll(42)).toBe("/admin/users/42/community/enroll");
    expect(u.communityEnroll(42, { q: "AFC Community", page: 2 })).toBe("/admin/users/42/community/enroll?page=2&q=AFC%20Community");
    expect(u.merge(42)).toBe("/admin/users/42/merge");
  });

  it("admin pending-approval lists and review pages", () => {
    const a = paths.admin;
    expect(a.courseRegistrations.root()).toBe("/admin/course-registrations");
    expect(a.courseRegistrations.review(1)).toBe("/admin/course-registrations/1");
    expect(a.experiences.root()).toBe("/admin/experiences");
    expect(a.experiences.review(2)).toBe("/admin/experiences/2");
    expect(a.extensions.root()).toBe("/admin/extensions");
    expect(a.extensions.review(3)).toBe("/admin/extensions/3");
    expect(a.memberships.root()).toBe("/admin/memberships");
    expect(a.memberships.review(4)).toBe("/admin/memberships/4");
    expect(a.systemData.root()).toBe("/admin/system-data");
    expect(a.systemData.kind("html-cards")).toBe("/admin/system-data/html-cards");
  });

  it("impersonation and resource routes", () => {
    expect(paths.impersonate.take(42)).toBe("/impersonate/take/42");
    expect(paths.impersonate.leave()).toBe("/impersonate/leave");
    expect(paths.resources.healthcheck()).toBe("/resources/healthcheck");
    expect(paths.resources.media(99)).toBe("/resources/media/99");
  });
});

describe("encoding of dynamic segments", () => {
  it("encodes reset tokens so they stay one segment", () => {
    expect(paths.passwordReset.token("a/b?c#d e")).toBe("/password/reset/a%2Fb%3Fc%23d%20e");
    expect(paths.passwordReset.token("x+y=")).toBe("/password/reset/x%2By%3D");
  });

  it("encodes ids that are not plain numbers", () => {
    expect(paths.admin.groupCeus.review("../users")).toBe("/admin/ceus/group/..%2Fusers");
    expect(paths.admin.users.certification("a b", "c/d")).toBe("/admin/users/a%20b/certification/c%2Fd");
    expect(paths.resources.media("ü")).toBe("/resources/media/%C3%BC");
    expect(paths.certifications.registerStep(1, "pay & review")).toBe("/certifications-and-training/register/1/pay%20%26%20review");
  });

  it("keeps 0 as an id but refuses an empty one", () => {
    expect(paths.events.detail(0)).toBe("/events/0");
    expect(() => paths.events.detail("")).toThrow(/must not be empty/);
  });
});

describe("query strings", () => {
  it("login adds redirectTo only when given", () => {
    expect(paths.login({ redirectTo: "/ceus/group?page=2" })).toBe("/login?redirectTo=%2Fceus%2Fgroup%3Fpage%3D2");
    expect(paths.login({})).toBe("/login");
    expect(paths.login({ redirectTo: "" })).toBe("/login");
    expect(paths.login({ redirectTo: null })).toBe("/login");
  });

  it("list params skip empty values and use a stable key order", () => {
    expect(paths.admin.groupCeus.root({ status: "Pending", q: "", page: 2, sort: undefined, pageSize: 10 })).toBe(
      "/admin/ceus/group?page=2&pageSize=10&status=Pending",
    );
    expect(paths.admin.groupCeus.root({ pageSize: 10, status: "Pending", page: 2 })).toBe(
      paths.admin.groupCeus.root({ page: 2, status: "Pending", pageSize: 10 }),
    );
  });

  it("keeps falsy-but-meaningful values (military spouse 0 = No)", () => {
    expect(paths.admin.courseRegistrations.root({ militarySpouse: 0 })).toBe("/admin/course-registrations?militarySpouse=0");
    expect(queryString({ flag: false })).toBe("?flag=false");
  });

  it("encodes keys and values, and repeats array keys", () => {
    expect(paths.admin.users.root({ q: "o'neil & co" })).toBe("/admin/users?q=o'neil%20%26%20co");
    expect(queryString({ type: ["a", undefined, "b c"] })).toBe("?type=a&type=b%20c");
    expect(queryString({ "a b": 1 })).toBe("?a%20b=1");
  });

  it("is empty when nothing remains", () => {
    expect(queryString()).toBe("");
    expect(queryString({ q: "", page: undefined, status: null })).toBe("");
    expect(paths.events.root({})).toBe("/events");
  });

  it("round-trips through URLSearchParams", () => {
    const href = paths.ceus.group.root({ q: "a+b c&d=e", sort: "-startDate" });
    const params = new URL(href, "http://x").searchParams;
    expect(params.get("q")).toBe("a+b c&d=e");
    expect(params.get("sort")).toBe("-startDate");
  });
});

describe("isPublicPath", () => {
  it.each([
    "/login",
    "/register",
    "/password/reset",
    "/password/reset/abc",
    "/verify-experience/abc",
    "/study-module-form",
    "/resources/healthcheck",
    "/robots.txt",
    "/resources/stripe/webhook",
    "/resources/mock-stripe/checkout/cs_test_1",
    "/resources/mock-testing/pxa_1",
    "/login/",
    "/LOGIN",
  ])("%s is public", (p) => {
    expect(isPublicPath(p)).toBe(true);
  });

  it.each([
    "/",
    "/dashboard",
    "/logins",
    "/password",
    "/admin",
    "/resources/media/1",
    "/membership",
    "/registerx",
    "/checkout",
    "/cart",
    "/resources/stripe",
  ])("%s is not public", (p) => {
    expect(isPublicPath(p)).toBe(false);
  });
});

describe("isReferrerCandidate", () => {
  it.each([
    "/login",
    "/register",
    "/password/reset",
    "/password/reset/abc123",
    "/verify-experience/abc123",
    "/logout",
    "/resources/healthcheck",
    "/resources/media/5",
    "/impersonate/take/3",
    "/impersonate/leave",
    "/api/events",
    "/api/events/upcoming",
    "/Login",
    "/register/",
    "/login?redirectTo=%2F",
  ])("%s is never stored as referrer", (p) => {
    expect(isReferrerCandidate(p)).toBe(false);
  });

  it.each([
    "/",
    "/ceus/group/3",
    "/certifications-and-training/register/2/pathway",
    "/admin/users",
    "/study-module-form",
    "/login-help",
    "/registration/1/practice-exam",
    "/events/12",
    "/events/upcoming",
  ])("%s may be stored as referrer", (p) => {
    expect(isReferrerCandidate(p)).toBe(true);
  });
});
