-- AlterTable
ALTER TABLE "Certification" ADD COLUMN "accredibleGroupId" TEXT;
