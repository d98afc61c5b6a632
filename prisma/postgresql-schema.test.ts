import { describe, expect, it } from "vitest";
import { postgresqlSchema, postgresqlSchemaIsCurrent } from "./postgresql-schema.ts";

const source = (models: string) => `generator client {
  provider = "prisma-client"
  output   = "../app/generated/prisma"
}

datasource db {
  provider = "sqlite"
}
${models}
model User {
  id        Int    @id @default(autoincrement())
  firstName String
  lastName  String
  email     String

  @@index([lastName, firstName])
}

model IndividualCeu {
  id           Int    @id @default(autoincrement())
  programTitle String
  sponsor      String
}
`;

describe("the PostgreSQL schema generated from the SQLite one", () => {
  it("names the id last in each index of a model keyed by SQLite's rowid, under the SQLite index's name", () => {
    const text = postgresqlSchema(
      source(`
model Event {
  id        Int      @id @default(autoincrement())
  name      String
  startsAt  DateTime
  status    String

  @@index([status, startsAt])
  @@index([name], map: "Event_search_idx")
  @@index([startsAt, id])
}
`),
    );
    expect(text).toContain('@@index([status, startsAt, id], map: "Event_status_startsAt_idx")');
    expect(text).toContain('@@index([name, id], map: "Event_search_idx")');
    // already ends with the id: as it is
    expect(text).toContain("@@index([startsAt, id])\n");
    expect(text).toContain('@@index([lastName, firstName, id], map: "User_lastName_firstName_idx")');
  });

  it("leaves the indexes of a model with another key alone (SQLite's rowid is not in them)", () => {
    const text = postgresqlSchema(
      source(`
model Session {
  id        String   @id
  userId    Int
  expiresAt DateTime

  @@index([userId, expiresAt])
}

model UserGroup {
  userId  Int
  groupId Int

  @@id([userId, groupId])
  @@index([groupId])
}
`),
    );
    expect(text).toContain("@@index([userId, expiresAt])\n");
    expect(text).toContain("@@index([groupId])\n");
  });

  it("cuts a long default name to PostgreSQL's 63 bytes as Prisma does", () => {
    const text = postgresqlSchema(
      source(`
model PracticeExamAttempt {
  id             Int @id @default(autoincrement())
  registrationId Int
  practiceExamId Int
  examNumber     Int

  @@index([registrationId, practiceExamId, examNumber])
}
`),
    );
    const name = "PracticeExamAttempt_registrationId_practiceExamId_examNumbe_idx";
    expect(name).toHaveLength(63);
    expect(text).toContain(`@@index([registrationId, practiceExamId, examNumber, id], map: "${name}")`);
  });

  it("refuses an index it does not know how to carry over", () => {
    expect(() =>
      postgresqlSchema(
        source(`
model Event {
  id   Int    @id @default(autoincrement())
  name String

  @@index([name(sort: Desc)])
}
`),
      ),
    ).toThrow(/model Event: an index of unexpected shape/);
  });

  it("keeps the other differences: provider, client folder, json columns, trigram indexes", () => {
    const text = postgresqlSchema(
      source(`
model AuditEvent {
  id      Int   @id @default(autoincrement())
  changes Json?
}
`),
    );
    expect(text).toMatch(/provider = "postgresql"/);
    expect(text).toContain('"../../app/generated/prisma-postgresql"');
    expect(text).toMatch(/changes Json\? @db\.Json/);
    expect(text).toContain('@@index([programTitle(ops: raw("gin_trgm_ops"))], type: Gin, map: "IndividualCeu_programTitle_trgm_idx")');
  });

  it("is what prisma/postgresql/schema.prisma holds", () => {
    expect(postgresqlSchemaIsCurrent()).toBe(true);
  });
});
