-- AlterTable
ALTER TABLE "CreditType" ADD COLUMN "archivedAt" DATETIME;
