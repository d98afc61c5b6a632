-- AlterTable
ALTER TABLE "IndependentTrainer" ADD COLUMN "renewedAt" DATETIME;

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Registration" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "userId" INTEGER NOT NULL,
    "step" TEXT NOT NULL DEFAULT 'pathway',
    "status" TEXT NOT NULL DEFAULT 'pre_registration',
    "expirationStatus" TEXT,
    "deadline" DATETIME,
    "enrolledOn" DATETIME,
    "graduatedOn" DATETIME,
    "certificateName" TEXT,
    "mspClass" TEXT,
    "militarySpouse" BOOLEAN NOT NULL DEFAULT false,
    "requiredHours" REAL NOT NULL DEFAULT 0,
    "trainingId" INTEGER,
    "certificationId" INTEGER,
    "pathwayTypeId" INTEGER,
    "shippingAddressId" INTEGER,
    "shippingName" TEXT,
    "shippingAddressLine1" TEXT,
    "shippingAddressLine2" TEXT,
    "shippingCity" TEXT,
    "shippingState" TEXT,
    "shippingZip" TEXT,
    "shippingCountry" TEXT,
    "shippingPhone" TEXT,
    "payExamFeeUpfront" BOOLEAN NOT NULL DEFAULT true,
    "internationalExam" BOOLEAN NOT NULL DEFAULT false,
    "purchasePracticeExam" BOOLEAN NOT NULL DEFAULT false,
    "universityProgramId" INTEGER,
    "universityProgramDepartment" TEXT,
    "universityProgramLevelOfStudy" TEXT,
    "universityProgramCredits" INTEGER,
    "membershipTypeId" INTEGER,
    "independentTrainerId" INTEGER,
    "educationUniversity" TEXT,
    "educationCity" TEXT,
    "educationState" TEXT,
    "educationGraduationYear" INTEGER,
    "educationDegree" TEXT,
    "educationOtherCertifications" TEXT,
    "codeOfEthicsSignature" TEXT,
    "codeOfEthicsSignedAt" DATETIME,
    "trainerEducation" TEXT,
    "trainerLicenses" TEXT,
    "trainerBio" TEXT,
    "trainerEmail" TEXT,
    "trainerPhone" TEXT,
    "trainerWebsite" TEXT,
    "trainerFacebook" TEXT,
    "trainerInstagram" TEXT,
    "trainerTwitter" TEXT,
    "trainerLinkedin" TEXT,
    "trainerOfferingLearningSystem" BOOLEAN,
    "trainerProgramFormat" JSONB,
    "trainerInPersonLocation" JSONB,
    "trainerDesignatedAddress" TEXT,
    "trainerTravelingStates" JSONB,
    "trainerAudience" JSONB,
    "trainerGroupSize" TEXT,
    "trainerLanguages" JSONB,
    "trainerLanguageOther" TEXT,
    "trainerSignature" TEXT,
    "trainerSignatureDate" DATETIME,
    "trainerDiscountId" INTEGER,
    "trainerProfileUpdatedAt" DATETIME,
    "brightspaceEnrollment" BOOLEAN NOT NULL DEFAULT false,
    "brightspaceRemoval" BOOLEAN NOT NULL DEFAULT false,
    "brightspaceSectionId" TEXT,
    "holmesOrderId" TEXT,
    "extra" JSONB,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    "brightspaceEnrollmentError" TEXT,
    "brightspaceEnrollmentTries" INTEGER NOT NULL DEFAULT 0,
    CONSTRAINT "Registration_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Registration_trainingId_fkey" FOREIGN KEY ("trainingId") REFERENCES "Training" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "Registration_certificationId_fkey" FOREIGN KEY ("certificationId") REFERENCES "Certification" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "Registration_pathwayTypeId_fkey" FOREIGN KEY ("pathwayTypeId") REFERENCES "PathwayType" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "Registration_shippingAddressId_fkey" FOREIGN KEY ("shippingAddressId") REFERENCES "Address" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "Registration_universityProgramId_fkey" FOREIGN KEY ("universityProgramId") REFERENCES "UniversityProgram" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "Registration_membershipTypeId_fkey" FOREIGN KEY ("membershipTypeId") REFERENCES "MembershipType" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "Registration_independentTrainerId_fkey" FOREIGN KEY ("independentTrainerId") REFERENCES "IndependentTrainer" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "Registration_trainerDiscountId_fkey" FOREIGN KEY ("trainerDiscountId") REFERENCES "Discount" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_Registration" ("brightspaceEnrollment", "brightspaceRemoval", "brightspaceSectionId", "certificateName", "certificationId", "codeOfEthicsSignature", "codeOfEthicsSignedAt", "createdAt", "deadline", "educationCity", "educationDegree", "educationGraduationYear", "educationOtherCertifications", "educationState", "educationUniversity", "enrolledOn", "expirationStatus", "extra", "graduatedOn", "holmesOrderId", "id", "independentTrainerId", "internationalExam", "membershipTypeId", "militarySpouse", "mspClass", "pathwayTypeId", "payExamFeeUpfront", "purchasePracticeExam", "requiredHours", "shippingAddressId", "shippingAddressLine1", "shippingAddressLine2", "shippingCity", "shippingCountry", "shippingName", "shippingPhone", "shippingState", "shippingZip", "status", "step", "trainerAudience", "trainerBio", "trainerDesignatedAddress", "trainerDiscountId", "trainerEducation", "trainerEmail", "trainerFacebook", "trainerGroupSize", "trainerInPersonLocation", "trainerInstagram", "trainerLanguageOther", "trainerLanguages", "trainerLicenses", "trainerLinkedin", "trainerOfferingLearningSystem", "trainerPhone", "trainerProfileUpdatedAt", "trainerProgramFormat", "trainerSignature", "trainerSignatureDate", "trainerTravelingStates", "trainerTwitter", "trainerWebsite", "trainingId", "universityProgramCredits", "universityProgramDepartment", "universityProgramId", "universityProgramLevelOfStudy", "updatedAt", "userId") SELECT "brightspaceEnrollment", "brightspaceRemoval", "brightspaceSectionId", "certificateName", "certificationId", "codeOfEthicsSignature", "codeOfEthicsSignedAt", "createdAt", "deadline", "educationCity", "educationDegree", "educationGraduationYear", "educationOtherCertifications", "educationState", "educationUniversity", "enrolledOn", "expirationStatus", "extra", "graduatedOn", "holmesOrderId", "id", "independentTrainerId", "internationalExam", "membershipTypeId", "militarySpouse", "mspClass", "pathwayTypeId", "payExamFeeUpfront", "purchasePracticeExam", "requiredHours", "shippingAddressId", "shippingAddressLine1", "shippingAddressLine2", "shippingCity", "shippingCountry", "shippingName", "shippingPhone", "shippingState", "shippingZip", "status", "step", "trainerAudience", "trainerBio", "trainerDesignatedAddress", "trainerDiscountId", "trainerEducation", "trainerEmail", "trainerFacebook", "trainerGroupSize", "trainerInPersonLocation", "trainerInstagram", "trainerLanguageOther", "trainerLanguages", "trainerLicenses", "trainerLinkedin", "trainerOfferingLearningSystem", "trainerPhone", "trainerProfileUpdatedAt", "trainerProgramFormat", "trainerSignature", "trainerSignatureDate", "trainerTravelingStates", "trainerTwitter", "trainerWebsite", "trainingId", "universityProgramCredits", "universityProgramDepartment", "universityProgramId", "universityProgramLevelOfStudy", "updatedAt", "userId" FROM "Registration";
DROP TABLE "Registration";
ALTER TABLE "new_Registration" RENAME TO "Registration";
CREATE INDEX "Registration_userId_updatedAt_idx" ON "Registration"("userId", "updatedAt");
CREATE INDEX "Registration_updatedAt_idx" ON "Registration"("updatedAt");
CREATE INDEX "Registration_expirationStatus_status_updatedAt_idx" ON "Registration"("expirationStatus", "status", "updatedAt");
CREATE INDEX "Registration_status_updatedAt_idx" ON "Registration"("status", "updatedAt");
CREATE INDEX "Registration_militarySpouse_updatedAt_idx" ON "Registration"("militarySpouse", "updatedAt");
CREATE INDEX "Registration_status_deadline_idx" ON "Registration"("status", "deadline");
CREATE INDEX "Registration_certificationId_idx" ON "Registration"("certificationId");
CREATE INDEX "Registration_trainingId_idx" ON "Registration"("trainingId");
CREATE INDEX "Registration_pathwayTypeId_idx" ON "Registration"("pathwayTypeId");
CREATE INDEX "Registration_independentTrainerId_idx" ON "Registration"("independentTrainerId");
CREATE INDEX "Registration_shippingAddressId_idx" ON "Registration"("shippingAddressId");
CREATE INDEX "Registration_universityProgramId_idx" ON "Registration"("universityProgramId");
CREATE INDEX "Registration_trainerDiscountId_idx" ON "Registration"("trainerDiscountId");
CREATE INDEX "Registration_membershipTypeId_idx" ON "Registration"("membershipTypeId");
CREATE TABLE "new_TrainingCategory" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "key" TEXT,
    "name" TEXT NOT NULL,
    "description" TEXT,
    "descriptionVideoUrl" TEXT,
    "renewalProductId" INTEGER,
    "licenseProductId" INTEGER,
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "TrainingCategory_renewalProductId_fkey" FOREIGN KEY ("renewalProductId") REFERENCES "Product" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "TrainingCategory_licenseProductId_fkey" FOREIGN KEY ("licenseProductId") REFERENCES "Product" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_TrainingCategory" ("createdAt", "description", "descriptionVideoUrl", "id", "key", "name", "renewalProductId", "sortOrder", "updatedAt") SELECT "createdAt", "description", "descriptionVideoUrl", "id", "key", "name", "renewalProductId", "sortOrder", "updatedAt" FROM "TrainingCategory";
DROP TABLE "TrainingCategory";
ALTER TABLE "new_TrainingCategory" RENAME TO "TrainingCategory";
CREATE UNIQUE INDEX "TrainingCategory_key_key" ON "TrainingCategory"("key");
CREATE INDEX "TrainingCategory_renewalProductId_idx" ON "TrainingCategory"("renewalProductId");
CREATE INDEX "TrainingCategory_licenseProductId_idx" ON "TrainingCategory"("licenseProductId");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;
