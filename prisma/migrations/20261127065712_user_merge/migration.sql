-- CreateTable
CREATE TABLE "UserMerge" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "sourceId" INTEGER NOT NULL,
    "targetId" INTEGER NOT NULL,
    "mergedById" INTEGER,
    "record" JSONB NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "undoneAt" DATETIME,
    "undoneById" INTEGER,
    CONSTRAINT "UserMerge_sourceId_fkey" FOREIGN KEY ("sourceId") REFERENCES "User" ("id") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "UserMerge_targetId_fkey" FOREIGN KEY ("targetId") REFERENCES "User" ("id") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "UserMerge_mergedById_fkey" FOREIGN KEY ("mergedById") REFERENCES "User" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "UserMerge_undoneById_fkey" FOREIGN KEY ("undoneById") REFERENCES "User" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_User" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "email" TEXT NOT NULL,
    "passwordHash" TEXT,
    "role" TEXT NOT NULL DEFAULT 'member',
    "firstName" TEXT NOT NULL,
    "middleName" TEXT,
    "lastName" TEXT NOT NULL,
    "suffix" TEXT,
    "dateOfBirth" DATETIME,
    "gender" TEXT,
    "ethnicity" TEXT,
    "website" TEXT,
    "contactMethod" INTEGER NOT NULL DEFAULT 0,
    "homePhone" TEXT,
    "workPhone" TEXT,
    "cellPhone" TEXT,
    "willText" BOOLEAN NOT NULL DEFAULT false,
    "agreeTos" BOOLEAN NOT NULL DEFAULT false,
    "referral" TEXT,
    "primaryAddressId" INTEGER,
    "avatarId" INTEGER,
    "mediaResource" BOOLEAN NOT NULL DEFAULT false,
    "publicBio" TEXT,
    "memberBio" TEXT,
    "twitterHandle" TEXT,
    "instagramProfile" TEXT,
    "linkedinProfile" TEXT,
    "facebookProfile" TEXT,
    "jobTitle" TEXT,
    "organization" TEXT,
    "yearsOfService" TEXT,
    "primaryWorkAreaCategoryId" INTEGER,
    "militaryInstallationId" INTEGER,
    "workAreaOther" BOOLEAN NOT NULL DEFAULT false,
    "areasOfWorkOther" TEXT,
    "areasOfExpertise" TEXT,
    "provideCounselingServices" BOOLEAN NOT NULL DEFAULT false,
    "agreeDemographicSearch" BOOLEAN NOT NULL DEFAULT false,
    "offerVirtualCounseling" BOOLEAN NOT NULL DEFAULT false,
    "offerLocalCounseling" BOOLEAN NOT NULL DEFAULT false,
    "offerGroupWorkshops" BOOLEAN NOT NULL DEFAULT false,
    "announcementHiddenAt" DATETIME,
    "profileLastUpdated" DATETIME,
    "profileUpdateModalShown" DATETIME,
    "pmType" TEXT,
    "pmLastFour" TEXT,
    "stripeCustomerId" TEXT,
    "stripePaymentMethodId" TEXT,
    "isEligibleForStudentMembership" BOOLEAN NOT NULL DEFAULT false,
    "secuId" TEXT,
    "brightspaceId" TEXT,
    "mentorConnect" BOOLEAN NOT NULL DEFAULT false,
    "isIndependentTrainer" BOOLEAN NOT NULL DEFAULT false,
    "membershipStatus" TEXT,
    "deletedAt" DATETIME,
    "mergedIntoId" INTEGER,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "User_role_fkey" FOREIGN KEY ("role") REFERENCES "Role" ("key") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "User_primaryAddressId_fkey" FOREIGN KEY ("primaryAddressId") REFERENCES "Address" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "User_avatarId_fkey" FOREIGN KEY ("avatarId") REFERENCES "Media" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "User_primaryWorkAreaCategoryId_fkey" FOREIGN KEY ("primaryWorkAreaCategoryId") REFERENCES "WorkAreaCategory" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "User_militaryInstallationId_fkey" FOREIGN KEY ("militaryInstallationId") REFERENCES "MilitaryInstallation" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "User_mergedIntoId_fkey" FOREIGN KEY ("mergedIntoId") REFERENCES "User" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_User" ("agreeDemographicSearch", "agreeTos", "announcementHiddenAt", "areasOfExpertise", "areasOfWorkOther", "avatarId", "brightspaceId", "cellPhone", "contactMethod", "createdAt", "dateOfBirth", "deletedAt", "email", "ethnicity", "facebookProfile", "firstName", "gender", "homePhone", "id", "instagramProfile", "isEligibleForStudentMembership", "isIndependentTrainer", "jobTitle", "lastName", "linkedinProfile", "mediaResource", "memberBio", "membershipStatus", "mentorConnect", "middleName", "militaryInstallationId", "offerGroupWorkshops", "offerLocalCounseling", "offerVirtualCounseling", "organization", "passwordHash", "pmLastFour", "pmType", "primaryAddressId", "primaryWorkAreaCategoryId", "profileLastUpdated", "profileUpdateModalShown", "provideCounselingServices", "publicBio", "referral", "role", "secuId", "stripeCustomerId", "stripePaymentMethodId", "suffix", "twitterHandle", "updatedAt", "website", "willText", "workAreaOther", "workPhone", "yearsOfService") SELECT "agreeDemographicSearch", "agreeTos", "announcementHiddenAt", "areasOfExpertise", "areasOfWorkOther", "avatarId", "brightspaceId", "cellPhone", "contactMethod", "createdAt", "dateOfBirth", "deletedAt", "email", "ethnicity", "facebookProfile", "firstName", "gender", "homePhone", "id", "instagramProfile", "isEligibleForStudentMembership", "isIndependentTrainer", "jobTitle", "lastName", "linkedinProfile", "mediaResource", "memberBio", "membershipStatus", "mentorConnect", "middleName", "militaryInstallationId", "offerGroupWorkshops", "offerLocalCounseling", "offerVirtualCounseling", "organization", "passwordHash", "pmLastFour", "pmType", "primaryAddressId", "primaryWorkAreaCategoryId", "profileLastUpdated", "profileUpdateModalShown", "provideCounselingServices", "publicBio", "referral", "role", "secuId", "stripeCustomerId", "stripePaymentMethodId", "suffix", "twitterHandle", "updatedAt", "website", "willText", "workAreaOther", "workPhone", "yearsOfService" FROM "User";
DROP TABLE "User";
ALTER TABLE "new_User" RENAME TO "User";
CREATE UNIQUE INDEX "User_email_key" ON "User"("email");
CREATE UNIQUE INDEX "User_primaryAddressId_key" ON "User"("primaryAddressId");
CREATE UNIQUE INDEX "User_avatarId_key" ON "User"("avatarId");
CREATE UNIQUE INDEX "User_stripeCustomerId_key" ON "User"("stripeCustomerId");
CREATE INDEX "User_lastName_firstName_idx" ON "User"("lastName", "firstName");
CREATE INDEX "User_firstName_lastName_idx" ON "User"("firstName", "lastName");
CREATE INDEX "User_primaryWorkAreaCategoryId_idx" ON "User"("primaryWorkAreaCategoryId");
CREATE INDEX "User_militaryInstallationId_idx" ON "User"("militaryInstallationId");
CREATE INDEX "User_deletedAt_lastName_firstName_email_idx" ON "User"("deletedAt", "lastName", "firstName", "email");
CREATE INDEX "User_deletedAt_firstName_lastName_email_idx" ON "User"("deletedAt", "firstName", "lastName", "email");
CREATE INDEX "User_deletedAt_email_firstName_lastName_idx" ON "User"("deletedAt", "email", "firstName", "lastName");
CREATE INDEX "User_deletedAt_createdAt_email_firstName_lastName_idx" ON "User"("deletedAt", "createdAt", "email", "firstName", "lastName");
CREATE INDEX "User_mergedIntoId_idx" ON "User"("mergedIntoId");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE INDEX "UserMerge_targetId_createdAt_idx" ON "UserMerge"("targetId", "createdAt");

-- CreateIndex
CREATE INDEX "UserMerge_sourceId_createdAt_idx" ON "UserMerge"("sourceId", "createdAt");

-- CreateIndex
CREATE INDEX "UserMerge_mergedById_idx" ON "UserMerge"("mergedById");

-- CreateIndex
CREATE INDEX "UserMerge_undoneById_idx" ON "UserMerge"("undoneById");

-- The User table was rebuilt above, which dropped its full-text triggers (20261126020000_full_text_search): again.
CREATE TRIGGER "UserSearch_insert" AFTER INSERT ON "User" BEGIN
  INSERT INTO "UserSearch" (rowid, "firstName", "lastName", "email") VALUES (new."id", new."firstName", new."lastName", new."email");
END;

CREATE TRIGGER "UserSearch_delete" AFTER DELETE ON "User" BEGIN
  INSERT INTO "UserSearch" ("UserSearch", rowid, "firstName", "lastName", "email") VALUES ('delete', old."id", old."firstName", old."lastName", old."email");
END;

CREATE TRIGGER "UserSearch_update" AFTER UPDATE OF "id", "firstName", "lastName", "email" ON "User" BEGIN
  INSERT INTO "UserSearch" ("UserSearch", rowid, "firstName", "lastName", "email") VALUES ('delete', old."id", old."firstName", old."lastName", old."email");
  INSERT INTO "UserSearch" (rowid, "firstName", "lastName", "email") VALUES (new."id", new."firstName", new."lastName", new."email");
END;

INSERT INTO "UserSearch" ("UserSearch") VALUES ('rebuild');

-- Nothing is bought or charged on an account merged into another (decision 57): an order, a charge
-- or a cart line written for it after the merge committed (a checkout that raced the merge) is refused
-- here, whichever code path writes it. The merge itself refuses while either account has a checkout open.
CREATE TRIGGER "Transaction_not_on_merged_account" BEFORE INSERT ON "Transaction"
WHEN (SELECT "mergedIntoId" FROM "User" WHERE "id" = new."userId") IS NOT NULL
BEGIN
  SELECT RAISE(ABORT, 'merged account: the account was merged into another');
END;

CREATE TRIGGER "LineItem_not_on_merged_account" BEFORE INSERT ON "LineItem"
WHEN (SELECT "mergedIntoId" FROM "User" WHERE "id" = new."userId") IS NOT NULL
BEGIN
  SELECT RAISE(ABORT, 'merged account: the account was merged into another');
END;
