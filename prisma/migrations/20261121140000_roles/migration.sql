-- Every database needs the two roles: User.role references Role.key and defaults to "member".
INSERT OR IGNORE INTO "Role" ("key", "name") VALUES ('admin', 'Admin');
INSERT OR IGNORE INTO "Role" ("key", "name") VALUES ('member', 'Member');
