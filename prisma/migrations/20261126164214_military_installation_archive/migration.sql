-- AlterTable
ALTER TABLE "MilitaryInstallation" ADD COLUMN "archivedAt" DATETIME;
