-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_AuditEvent" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "actorId" INTEGER,
    "actingAsUserId" INTEGER,
    "subjectUserId" INTEGER,
    "action" TEXT NOT NULL,
    "entityType" TEXT NOT NULL,
    "entityId" INTEGER,
    "before" JSONB,
    "after" JSONB,
    "ipAddress" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "AuditEvent_actorId_fkey" FOREIGN KEY ("actorId") REFERENCES "User" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "AuditEvent_actingAsUserId_fkey" FOREIGN KEY ("actingAsUserId") REFERENCES "User" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "AuditEvent_subjectUserId_fkey" FOREIGN KEY ("subjectUserId") REFERENCES "User" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_AuditEvent" ("actingAsUserId", "action", "actorId", "after", "before", "createdAt", "entityId", "entityType", "id", "ipAddress") SELECT "actingAsUserId", "action", "actorId", "after", "before", "createdAt", "entityId", "entityType", "id", "ipAddress" FROM "AuditEvent";
DROP TABLE "AuditEvent";
ALTER TABLE "new_AuditEvent" RENAME TO "AuditEvent";
CREATE INDEX "AuditEvent_entityType_entityId_idx" ON "AuditEvent"("entityType", "entityId");
CREATE INDEX "AuditEvent_actorId_createdAt_idx" ON "AuditEvent"("actorId", "createdAt");
CREATE INDEX "AuditEvent_actingAsUserId_idx" ON "AuditEvent"("actingAsUserId");
CREATE INDEX "AuditEvent_createdAt_idx" ON "AuditEvent"("createdAt");
CREATE INDEX "AuditEvent_subjectUserId_createdAt_idx" ON "AuditEvent"("subjectUserId", "createdAt");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- Backfill: the member each existing event is about, found the way lib/audit-subject.server.ts finds it
-- for new events (the entity itself for User; the row's member column, or its parent's; system data
-- keeps null). A deleted row whose event kept no member id (cart.remove, certificationPayment.delete, a
-- system-data alert's delete) stays null: those commands name the member from now on.
UPDATE "AuditEvent" SET "subjectUserId" = (SELECT u."id" FROM "User" u WHERE u."id" = "AuditEvent"."entityId")
WHERE "subjectUserId" IS NULL AND "entityType" = 'User';
UPDATE "AuditEvent" SET "subjectUserId" = (SELECT t."userId" FROM "Address" t WHERE t."id" = "AuditEvent"."entityId")
WHERE "subjectUserId" IS NULL AND "entityType" = 'Address';
UPDATE "AuditEvent" SET "subjectUserId" = (SELECT t."userId" FROM "IndividualCeu" t WHERE t."id" = "AuditEvent"."entityId")
WHERE "subjectUserId" IS NULL AND "entityType" = 'IndividualCeu';
UPDATE "AuditEvent" SET "subjectUserId" = (SELECT t."userId" FROM "GroupCeu" t WHERE t."id" = "AuditEvent"."entityId")
WHERE "subjectUserId" IS NULL AND "entityType" = 'GroupCeu';
UPDATE "AuditEvent" SET "subjectUserId" = (SELECT t."userId" FROM "Registration" t WHERE t."id" = "AuditEvent"."entityId")
WHERE "subjectUserId" IS NULL AND "entityType" = 'Registration';
UPDATE "AuditEvent" SET "subjectUserId" = (SELECT p0."userId" FROM "ExamAttempt" t LEFT JOIN "Registration" p0 ON p0."id" = t."registrationId" WHERE t."id" = "AuditEvent"."entityId")
WHERE "subjectUserId" IS NULL AND "entityType" = 'ExamAttempt';
UPDATE "AuditEvent" SET "subjectUserId" = (SELECT p0."userId" FROM "Experience" t LEFT JOIN "Registration" p0 ON p0."id" = t."registrationId" WHERE t."id" = "AuditEvent"."entityId")
WHERE "subjectUserId" IS NULL AND "entityType" = 'Experience';
UPDATE "AuditEvent" SET "subjectUserId" = (SELECT p0."userId" FROM "ExperienceValidation" t LEFT JOIN "Registration" p0 ON p0."id" = t."registrationId" WHERE t."id" = "AuditEvent"."entityId")
WHERE "subjectUserId" IS NULL AND "entityType" = 'ExperienceValidation';
UPDATE "AuditEvent" SET "subjectUserId" = (SELECT p0."userId" FROM "PracticeExamAttempt" t LEFT JOIN "Registration" p0 ON p0."id" = t."registrationId" WHERE t."id" = "AuditEvent"."entityId")
WHERE "subjectUserId" IS NULL AND "entityType" = 'PracticeExamAttempt';
UPDATE "AuditEvent" SET "subjectUserId" = (SELECT p0."userId" FROM "RegistrationPracticeExam" t LEFT JOIN "Registration" p0 ON p0."id" = t."registrationId" WHERE t."id" = "AuditEvent"."entityId")
WHERE "subjectUserId" IS NULL AND "entityType" = 'RegistrationPracticeExam';
UPDATE "AuditEvent" SET "subjectUserId" = (SELECT t."userId" FROM "Extension" t WHERE t."id" = "AuditEvent"."entityId")
WHERE "subjectUserId" IS NULL AND "entityType" = 'Extension';
UPDATE "AuditEvent" SET "subjectUserId" = (SELECT t."userId" FROM "UserCertification" t WHERE t."id" = "AuditEvent"."entityId")
WHERE "subjectUserId" IS NULL AND "entityType" = 'UserCertification';
UPDATE "AuditEvent" SET "subjectUserId" = (SELECT t."userId" FROM "UserMembership" t WHERE t."id" = "AuditEvent"."entityId")
WHERE "subjectUserId" IS NULL AND "entityType" = 'UserMembership';
UPDATE "AuditEvent" SET "subjectUserId" = (SELECT t."userId" FROM "MembershipRequest" t WHERE t."id" = "AuditEvent"."entityId")
WHERE "subjectUserId" IS NULL AND "entityType" = 'MembershipRequest';
UPDATE "AuditEvent" SET "subjectUserId" = (SELECT t."userId" FROM "LineItem" t WHERE t."id" = "AuditEvent"."entityId")
WHERE "subjectUserId" IS NULL AND "entityType" = 'LineItem';
UPDATE "AuditEvent" SET "subjectUserId" = (SELECT t."userId" FROM "Transaction" t WHERE t."id" = "AuditEvent"."entityId")
WHERE "subjectUserId" IS NULL AND "entityType" = 'Transaction';
UPDATE "AuditEvent" SET "subjectUserId" = (SELECT t."userId" FROM "Renewal" t WHERE t."id" = "AuditEvent"."entityId")
WHERE "subjectUserId" IS NULL AND "entityType" = 'Renewal';
UPDATE "AuditEvent" SET "subjectUserId" = (SELECT t."userId" FROM "Notification" t WHERE t."id" = "AuditEvent"."entityId")
WHERE "subjectUserId" IS NULL AND "entityType" = 'Notification';
UPDATE "AuditEvent" SET "subjectUserId" = (SELECT t."ownerUserId" FROM "Discount" t WHERE t."id" = "AuditEvent"."entityId")
WHERE "subjectUserId" IS NULL AND "entityType" = 'Discount';
UPDATE "AuditEvent" SET "subjectUserId" = (SELECT COALESCE(t."userId", p1."userId", p2."userId", p3."userId") FROM "OutsideCall" t LEFT JOIN "Registration" p1 ON p1."id" = t."registrationId" LEFT JOIN "UserCertification" p2 ON p2."id" = t."userCertificationId" LEFT JOIN "Transaction" p3 ON p3."id" = t."transactionId" WHERE t."id" = "AuditEvent"."entityId")
WHERE "subjectUserId" IS NULL AND "entityType" = 'OutsideCall';

-- Rows deleted since: their member as the event kept it (before, else after), as lib/audit-subject.server.ts reads it.
UPDATE "AuditEvent" SET "subjectUserId" = (SELECT u."id" FROM "User" u WHERE u."id" = json_extract("AuditEvent"."before", '$.userId'))
WHERE "subjectUserId" IS NULL AND "entityType" = 'Address' AND "before" IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM "Address" t WHERE t."id" = "AuditEvent"."entityId");
UPDATE "AuditEvent" SET "subjectUserId" = (SELECT u."id" FROM "User" u WHERE u."id" = json_extract("AuditEvent"."after", '$.userId'))
WHERE "subjectUserId" IS NULL AND "entityType" = 'Address' AND "after" IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM "Address" t WHERE t."id" = "AuditEvent"."entityId");
UPDATE "AuditEvent" SET "subjectUserId" = (SELECT u."id" FROM "User" u WHERE u."id" = json_extract("AuditEvent"."before", '$.userId'))
WHERE "subjectUserId" IS NULL AND "entityType" = 'IndividualCeu' AND "before" IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM "IndividualCeu" t WHERE t."id" = "AuditEvent"."entityId");
UPDATE "AuditEvent" SET "subjectUserId" = (SELECT u."id" FROM "User" u WHERE u."id" = json_extract("AuditEvent"."after", '$.userId'))
WHERE "subjectUserId" IS NULL AND "entityType" = 'IndividualCeu' AND "after" IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM "IndividualCeu" t WHERE t."id" = "AuditEvent"."entityId");
UPDATE "AuditEvent" SET "subjectUserId" = (SELECT u."id" FROM "User" u WHERE u."id" = json_extract("AuditEvent"."before", '$.userId'))
WHERE "subjectUserId" IS NULL AND "entityType" = 'GroupCeu' AND "before" IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM "GroupCeu" t WHERE t."id" = "AuditEvent"."entityId");
UPDATE "AuditEvent" SET "subjectUserId" = (SELECT u."id" FROM "User" u WHERE u."id" = json_extract("AuditEvent"."after", '$.userId'))
WHERE "subjectUserId" IS NULL AND "entityType" = 'GroupCeu' AND "after" IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM "GroupCeu" t WHERE t."id" = "AuditEvent"."entityId");
UPDATE "AuditEvent" SET "subjectUserId" = (SELECT u."id" FROM "User" u WHERE u."id" = json_extract("AuditEvent"."before", '$.userId'))
WHERE "subjectUserId" IS NULL AND "entityType" = 'Registration' AND "before" IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM "Registration" t WHERE t."id" = "AuditEvent"."entityId");
UPDATE "AuditEvent" SET "subjectUserId" = (SELECT u."id" FROM "User" u WHERE u."id" = json_extract("AuditEvent"."after", '$.userId'))
WHERE "subjectUserId" IS NULL AND "entityType" = 'Registration' AND "after" IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM "Registration" t WHERE t."id" = "AuditEvent"."entityId");
UPDATE "AuditEvent" SET "subjectUserId" = (SELECT p."userId" FROM "Registration" p WHERE p."id" = json_extract("AuditEvent"."before", '$.registrationId'))
WHERE "subjectUserId" IS NULL AND "entityType" = 'ExamAttempt' AND "before" IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM "ExamAttempt" t WHERE t."id" = "AuditEvent"."entityId");
UPDATE "AuditEvent" SET "subjectUserId" = (SELECT p."userId" FROM "Registration" p WHERE p."id" = json_extract("AuditEvent"."after", '$.registrationId'))
WHERE "subjectUserId" IS NULL AND "entityType" = 'ExamAttempt' AND "after" IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM "ExamAttempt" t WHERE t."id" = "AuditEvent"."entityId");
UPDATE "AuditEvent" SET "subjectUserId" = (SELECT p."userId" FROM "Registration" p WHERE p."id" = json_extract("AuditEvent"."before", '$.registrationId'))
WHERE "subjectUserId" IS NULL AND "entityType" = 'Experience' AND "before" IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM "Experience" t WHERE t."id" = "AuditEvent"."entityId");
UPDATE "AuditEvent" SET "subjectUserId" = (SELECT p."userId" FROM "Registration" p WHERE p."id" = json_extract("AuditEvent"."after", '$.registrationId'))
WHERE "subjectUserId" IS NULL AND "entityType" = 'Experience' AND "after" IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM "Experience" t WHERE t."id" = "AuditEvent"."entityId");
UPDATE "AuditEvent" SET "subjectUserId" = (SELECT p."userId" FROM "Registration" p WHERE p."id" = json_extract("AuditEvent"."before", '$.registrationId'))
WHERE "subjectUserId" IS NULL AND "entityType" = 'ExperienceValidation' AND "before" IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM "ExperienceValidation" t WHERE t."id" = "AuditEvent"."entityId");
UPDATE "AuditEvent" SET "subjectUserId" = (SELECT p."userId" FROM "Registration" p WHERE p."id" = json_extract("AuditEvent"."after", '$.registrationId'))
WHERE "subjectUserId" IS NULL AND "entityType" = 'ExperienceValidation' AND "after" IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM "ExperienceValidation" t WHERE t."id" = "AuditEvent"."entityId");
UPDATE "AuditEvent" SET "subjectUserId" = (SELECT p."userId" FROM "Registration" p WHERE p."id" = json_extract("AuditEvent"."before", '$.registrationId'))
WHERE "subjectUserId" IS NULL AND "entityType" = 'PracticeExamAttempt' AND "before" IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM "PracticeExamAttempt" t WHERE t."id" = "AuditEvent"."entityId");
UPDATE "AuditEvent" SET "subjectUserId" = (SELECT p."userId" FROM "Registration" p WHERE p."id" = json_extract("AuditEvent"."after", '$.registrationId'))
WHERE "subjectUserId" IS NULL AND "entityType" = 'PracticeExamAttempt' AND "after" IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM "PracticeExamAttempt" t WHERE t."id" = "AuditEvent"."entityId");
UPDATE "AuditEvent" SET "subjectUserId" = (SELECT p."userId" FROM "Registration" p WHERE p."id" = json_extract("AuditEvent"."before", '$.registrationId'))
WHERE "subjectUserId" IS NULL AND "entityType" = 'RegistrationPracticeExam' AND "before" IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM "RegistrationPracticeExam" t WHERE t."id" = "AuditEvent"."entityId");
UPDATE "AuditEvent" SET "subjectUserId" = (SELECT p."userId" FROM "Registration" p WHERE p."id" = json_extract("AuditEvent"."after", '$.registrationId'))
WHERE "subjectUserId" IS NULL AND "entityType" = 'RegistrationPracticeExam' AND "after" IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM "RegistrationPracticeExam" t WHERE t."id" = "AuditEvent"."entityId");
UPDATE "AuditEvent" SET "subjectUserId" = (SELECT u."id" FROM "User" u WHERE u."id" = json_extract("AuditEvent"."before", '$.userId'))
WHERE "subjectUserId" IS NULL AND "entityType" = 'Extension' AND "before" IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM "Extension" t WHERE t."id" = "AuditEvent"."entityId");
UPDATE "AuditEvent" SET "subjectUserId" = (SELECT u."id" FROM "User" u WHERE u."id" = json_extract("AuditEvent"."after", '$.userId'))
WHERE "subjectUserId" IS NULL AND "entityType" = 'Extension' AND "after" IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM "Extension" t WHERE t."id" = "AuditEvent"."entityId");
UPDATE "AuditEvent" SET "subjectUserId" = (SELECT u."id" FROM "User" u WHERE u."id" = json_extract("AuditEvent"."before", '$.userId'))
WHERE "subjectUserId" IS NULL AND "entityType" = 'UserCertification' AND "before" IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM "UserCertification" t WHERE t."id" = "AuditEvent"."entityId");
UPDATE "AuditEvent" SET "subjectUserId" = (SELECT u."id" FROM "User" u WHERE u."id" = json_extract("AuditEvent"."after", '$.userId'))
WHERE "subjectUserId" IS NULL AND "entityType" = 'UserCertification' AND "after" IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM "UserCertification" t WHERE t."id" = "AuditEvent"."entityId");
UPDATE "AuditEvent" SET "subjectUserId" = (SELECT u."id" FROM "User" u WHERE u."id" = json_extract("AuditEvent"."before", '$.userId'))
WHERE "subjectUserId" IS NULL AND "entityType" = 'UserMembership' AND "before" IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM "UserMembership" t WHERE t."id" = "AuditEvent"."entityId");
UPDATE "AuditEvent" SET "subjectUserId" = (SELECT u."id" FROM "User" u WHERE u."id" = json_extract("AuditEvent"."after", '$.userId'))
WHERE "subjectUserId" IS NULL AND "entityType" = 'UserMembership' AND "after" IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM "UserMembership" t WHERE t."id" = "AuditEvent"."entityId");
UPDATE "AuditEvent" SET "subjectUserId" = (SELECT u."id" FROM "User" u WHERE u."id" = json_extract("AuditEvent"."before", '$.userId'))
WHERE "subjectUserId" IS NULL AND "entityType" = 'MembershipRequest' AND "before" IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM "MembershipRequest" t WHERE t."id" = "AuditEvent"."entityId");
UPDATE "AuditEvent" SET "subjectUserId" = (SELECT u."id" FROM "User" u WHERE u."id" = json_extract("AuditEvent"."after", '$.userId'))
WHERE "subjectUserId" IS NULL AND "entityType" = 'MembershipRequest' AND "after" IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM "MembershipRequest" t WHERE t."id" = "AuditEvent"."entityId");
UPDATE "AuditEvent" SET "subjectUserId" = (SELECT u."id" FROM "User" u WHERE u."id" = json_extract("AuditEvent"."before", '$.userId'))
WHERE "subjectUserId" IS NULL AND "entityType" = 'LineItem' AND "before" IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM "LineItem" t WHERE t."id" = "AuditEvent"."entityId");
UPDATE "AuditEvent" SET "subjectUserId" = (SELECT u."id" FROM "User" u WHERE u."id" = json_extract("AuditEvent"."after", '$.userId'))
WHERE "subjectUserId" IS NULL AND "entityType" = 'LineItem' AND "after" IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM "LineItem" t WHERE t."id" = "AuditEvent"."entityId");
UPDATE "AuditEvent" SET "subjectUserId" = (SELECT u."id" FROM "User" u WHERE u."id" = json_extract("AuditEvent"."before", '$.userId'))
WHERE "subjectUserId" IS NULL AND "entityType" = 'Transaction' AND "before" IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM "Transaction" t WHERE t."id" = "AuditEvent"."entityId");
UPDATE "AuditEvent" SET "subjectUserId" = (SELECT u."id" FROM "User" u WHERE u."id" = json_extract("AuditEvent"."after", '$.userId'))
WHERE "subjectUserId" IS NULL AND "entityType" = 'Transaction' AND "after" IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM "Transaction" t WHERE t."id" = "AuditEvent"."entityId");
UPDATE "AuditEvent" SET "subjectUserId" = (SELECT u."id" FROM "User" u WHERE u."id" = json_extract("AuditEvent"."before", '$.userId'))
WHERE "subjectUserId" IS NULL AND "entityType" = 'Renewal' AND "before" IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM "Renewal" t WHERE t."id" = "AuditEvent"."entityId");
UPDATE "AuditEvent" SET "subjectUserId" = (SELECT u."id" FROM "User" u WHERE u."id" = json_extract("AuditEvent"."after", '$.userId'))
WHERE "subjectUserId" IS NULL AND "entityType" = 'Renewal' AND "after" IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM "Renewal" t WHERE t."id" = "AuditEvent"."entityId");
UPDATE "AuditEvent" SET "subjectUserId" = (SELECT u."id" FROM "User" u WHERE u."id" = json_extract("AuditEvent"."before", '$.userId'))
WHERE "subjectUserId" IS NULL AND "entityType" = 'Notification' AND "before" IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM "Notification" t WHERE t."id" = "AuditEvent"."entityId");
UPDATE "AuditEvent" SET "subjectUserId" = (SELECT u."id" FROM "User" u WHERE u."id" = json_extract("AuditEvent"."after", '$.userId'))
WHERE "subjectUserId" IS NULL AND "entityType" = 'Notification' AND "after" IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM "Notification" t WHERE t."id" = "AuditEvent"."entityId");
UPDATE "AuditEvent" SET "subjectUserId" = (SELECT u."id" FROM "User" u WHERE u."id" = json_extract("AuditEvent"."before", '$.ownerUserId'))
WHERE "subjectUserId" IS NULL AND "entityType" = 'Discount' AND "before" IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM "Discount" t WHERE t."id" = "AuditEvent"."entityId");
UPDATE "AuditEvent" SET "subjectUserId" = (SELECT u."id" FROM "User" u WHERE u."id" = json_extract("AuditEvent"."after", '$.ownerUserId'))
WHERE "subjectUserId" IS NULL AND "entityType" = 'Discount' AND "after" IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM "Discount" t WHERE t."id" = "AuditEvent"."entityId");
UPDATE "AuditEvent" SET "subjectUserId" = (SELECT u."id" FROM "User" u WHERE u."id" = json_extract("AuditEvent"."before", '$.userId'))
WHERE "subjectUserId" IS NULL AND "entityType" = 'OutsideCall' AND "before" IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM "OutsideCall" t WHERE t."id" = "AuditEvent"."entityId");
UPDATE "AuditEvent" SET "subjectUserId" = (SELECT p."userId" FROM "Registration" p WHERE p."id" = json_extract("AuditEvent"."before", '$.registrationId'))
WHERE "subjectUserId" IS NULL AND "entityType" = 'OutsideCall' AND "before" IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM "OutsideCall" t WHERE t."id" = "AuditEvent"."entityId");
UPDATE "AuditEvent" SET "subjectUserId" = (SELECT p."userId" FROM "UserCertification" p WHERE p."id" = json_extract("AuditEvent"."before", '$.userCertificationId'))
WHERE "subjectUserId" IS NULL AND "entityType" = 'OutsideCall' AND "before" IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM "OutsideCall" t WHERE t."id" = "AuditEvent"."entityId");
UPDATE "AuditEvent" SET "subjectUserId" = (SELECT p."userId" FROM "Transaction" p WHERE p."id" = json_extract("AuditEvent"."before", '$.transactionId'))
WHERE "subjectUserId" IS NULL AND "entityType" = 'OutsideCall' AND "before" IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM "OutsideCall" t WHERE t."id" = "AuditEvent"."entityId");
UPDATE "AuditEvent" SET "subjectUserId" = (SELECT u."id" FROM "User" u WHERE u."id" = json_extract("AuditEvent"."after", '$.userId'))
WHERE "subjectUserId" IS NULL AND "entityType" = 'OutsideCall' AND "after" IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM "OutsideCall" t WHERE t."id" = "AuditEvent"."entityId");
UPDATE "AuditEvent" SET "subjectUserId" = (SELECT p."userId" FROM "Registration" p WHERE p."id" = json_extract("AuditEvent"."after", '$.registrationId'))
WHERE "subjectUserId" IS NULL AND "entityType" = 'OutsideCall' AND "after" IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM "OutsideCall" t WHERE t."id" = "AuditEvent"."entityId");
UPDATE "AuditEvent" SET "subjectUserId" = (SELECT p."userId" FROM "UserCertification" p WHERE p."id" = json_extract("AuditEvent"."after", '$.userCertificationId'))
WHERE "subjectUserId" IS NULL AND "entityType" = 'OutsideCall' AND "after" IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM "OutsideCall" t WHERE t."id" = "AuditEvent"."entityId");
UPDATE "AuditEvent" SET "subjectUserId" = (SELECT p."userId" FROM "Transaction" p WHERE p."id" = json_extract("AuditEvent"."after", '$.transactionId'))
WHERE "subjectUserId" IS NULL AND "entityType" = 'OutsideCall' AND "after" IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM "OutsideCall" t WHERE t."id" = "AuditEvent"."entityId");
