-- AlterTable
ALTER TABLE "WorkArea" ADD COLUMN "archivedAt" DATETIME;

-- AlterTable
ALTER TABLE "WorkAreaCategory" ADD COLUMN "archivedAt" DATETIME;
