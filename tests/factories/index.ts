/**
 * Test factories: the records vitest tests need, made through the app's Prisma client in the test
 * process's own database (tests/setup/worker-database.ts). Every factory takes overrides for the
 * columns a test cares about and fills the rest with unique, readable defaults, so a test names only
 * what it asserts. Use these instead of a local `member()` in each test file.
 */
export { createAdmin, createMember, TEST_PASSWORD, type MemberOverrides } from "./users.ts";
export { createMembership, membershipType, type MembershipOverrides } from "./memberships.ts";
export { createCertification, createCreditType, createGroupCeu, createIndividualCeu, createReportingPeriod } from "./ceus.ts";
export { createRegistration } from "./registrations.ts";
