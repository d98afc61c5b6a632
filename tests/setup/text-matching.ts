/**
 * Members and CEUs whose text tells the text-matching rules apart, the words to try, and the rules
 * themselves (the dialect contract, app/lib/dialect/dialect.server.test.ts, and the lists built on
 * it, tests/unit/dialect-lists.test.ts).
 */
import { createMember, pendingIndividualCeu } from "../factories/index.ts";

/** firstName, lastName, email */
export const PEOPLE: [string, string, string][] = [
  ["Ada", "Lovelace", "ada@example.org"],
  ["Grace", "O'Hopper", "grace.hopper@navy.example"],
  ["Per", "Cent%", "percent@example.org"],
  ["Under", "Score_Line", "under_score@example.org"],
  ["Max", "Mexler", "max@example.org"],
  ["Back", "Slash\\Name", "back@example.org"],
  ["Zoë", "Ångström", "zoe@example.org"],
  ["Quinn", 'Say "Hi"', "quote@example.org"],
  ["Dollar", "Why?$1", "dollar@example.org"],
];

/** programTitle, sponsor */
export const PROGRAMS: [string, string][] = [
  ["Budget Coaching", "Civic Fund"],
  ["100% Debt-Free", "Money_Lab"],
  ["Ethics Today", "Abbott Institute"],
  ["Crédit Basics", "Banque Étoile"],
  ["Path\\To Savings", "O'Neil Trust"],
];

/** Words that tell the rules apart: case, substrings, short words, wildcards, the escape character, quotes, non-ASCII. */
export const WORDS = [
  "LOVE",
  "lovelace",
  "ov",
  "a",
  "Z",
  "ë",
  "ström",
  "STRöM",
  "o'h",
  "O'",
  '"hi"',
  '"',
  "t%",
  "%",
  "e_l",
  "_",
  "h\\n",
  "\\",
  "?$1",
  "$1",
  "example",
  "EXAMPLE.ORG",
  "debt-free",
  "100%",
  "0%",
  "y_l",
  "ney_",
  "crédit",
  "h\\t",
  "abbott",
  "zz",
];

/** The rule every path must follow: the word anywhere in the text, ASCII letters in either case. */
export const fold = (text: string) => text.replace(/[A-Z]/g, (c) => c.toLowerCase());
export const has = (texts: string[], word: string) => texts.some((t) => fold(t).includes(fold(word)));

/** Prisma's contains filters: the same, but `%` and `_` in the word are LIKE's wildcards (see `containing`). */
export function likeHas(texts: string[], word: string): boolean {
  const pattern = [...fold(word)].map((c) => (c === "%" ? ".*" : c === "_" ? "." : c.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))).join("");
  return texts.some((t) => new RegExp(pattern, "su").test(fold(t)));
}

/** A member's or a CEU's id with the texts a search looks into. */
export type Fixture = { id: number; texts: string[] };

/** The PEOPLE as members, and the PROGRAMS as pending CEUs of the first members in order. */
export async function createTextFixtures(): Promise<{ users: Fixture[]; ceus: Fixture[] }> {
  const users: Fixture[] = [];
  const ceus: Fixture[] = [];
  for (const [firstName, lastName, email] of PEOPLE) {
    const u = await createMember({ firstName, lastName, email });
    users.push({ id: u.id, texts: [firstName, lastName, email] });
  }
  for (const [i, [programTitle, sponsor]] of PROGRAMS.entries()) {
    const c = await pendingIndividualCeu(users[i]!.id, { programTitle, sponsor });
    ceus.push({ id: c.id, texts: [programTitle, sponsor] });
  }
  return { users, ceus };
}
