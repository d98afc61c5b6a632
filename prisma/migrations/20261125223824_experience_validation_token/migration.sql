-- AlterTable
ALTER TABLE "ExperienceValidation" ADD COLUMN "tokenExpiresAt" DATETIME;
ALTER TABLE "ExperienceValidation" ADD COLUMN "tokenHash" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "ExperienceValidation_tokenHash_key" ON "ExperienceValidation"("tokenHash");
