-- Full-text search (docs/decisions/0032-full-text-search.md): FTS5 indexes with the trigram
-- tokenizer, so a word of 3 or more characters matches anywhere in the text as LIKE '%word%' does,
-- found through an index instead of by reading every row. They are external-content tables: they
-- store only the index and read the text from the table they index. The triggers keep them in step
-- with every insert, delete (cascades included) and change of an indexed column.
--
-- prisma/migrate.ts lists these tables (and FTS5's own _config, _data, _docsize and _idx tables) as
-- external, so the schema diff never proposes dropping them. A later migration that redefines
-- "IndividualCeu" or "User" (Prisma's copy-and-rename for some column changes) drops these
-- triggers with the old table: it must create them again and rebuild (prisma/migrate.test.ts fails
-- until it does).

CREATE VIRTUAL TABLE "IndividualCeuSearch" USING fts5(
  "programTitle", "sponsor",
  content = 'IndividualCeu', content_rowid = 'id', tokenize = 'trigram'
);

CREATE TRIGGER "IndividualCeuSearch_insert" AFTER INSERT ON "IndividualCeu" BEGIN
  INSERT INTO "IndividualCeuSearch" (rowid, "programTitle", "sponsor") VALUES (new."id", new."programTitle", new."sponsor");
END;

CREATE TRIGGER "IndividualCeuSearch_delete" AFTER DELETE ON "IndividualCeu" BEGIN
  INSERT INTO "IndividualCeuSearch" ("IndividualCeuSearch", rowid, "programTitle", "sponsor") VALUES ('delete', old."id", old."programTitle", old."sponsor");
END;

CREATE TRIGGER "IndividualCeuSearch_update" AFTER UPDATE OF "id", "programTitle", "sponsor" ON "IndividualCeu" BEGIN
  INSERT INTO "IndividualCeuSearch" ("IndividualCeuSearch", rowid, "programTitle", "sponsor") VALUES ('delete', old."id", old."programTitle", old."sponsor");
  INSERT INTO "IndividualCeuSearch" (rowid, "programTitle", "sponsor") VALUES (new."id", new."programTitle", new."sponsor");
END;

INSERT INTO "IndividualCeuSearch" ("IndividualCeuSearch") VALUES ('rebuild');

CREATE VIRTUAL TABLE "UserSearch" USING fts5(
  "firstName", "lastName", "email",
  content = 'User', content_rowid = 'id', tokenize = 'trigram'
);

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
