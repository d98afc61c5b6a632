/**
 * Brightspace's courses and sections, what the admin's Enroll In Section needs (decision 55): search
 * course offerings by name (Valence's org structure, paged by bookmarks), read one course and its
 * sections, enrol a user in a section (Valence refuses a user not enrolled in the course: the course
 * enrolment comes first, `enrolBrightspaceUser`), and remove a user's enrolment from a course (which
 * removes them from its sections too). Answers `{ ok: true, … }` or `{ ok: false, message }`.
 *
 * Valence's shapes: OrgUnitProperties `{ Identifier, Name, Code, Path, Type }` in a PagedResultSet
 * `{ PagingInfo: { Bookmark, HasMoreItems }, Items }`; CourseOffering `{ Identifier, Name, Code, … }`;
 * SectionData `{ SectionId, Name, Code, Description, Enrollments }`. A course the portal's key may not
 * see answers empty lists, not 403, as Brightspace does.
 */
import {
  BRIGHTSPACE_LP_PATH,
  brightspaceCall,
  isFailure,
  refusal,
  seg,
  valenceId,
  type BrightspaceFailure,
  type CallOptions,
} from "./brightspace-call.server.ts";

/** Valence's org unit type id of a course offering. */
export const COURSE_OFFERING_TYPE_ID = 3;
/** Search stops after this many pages (each of Brightspace's page size, 100 on a real instance). */
export const COURSE_SEARCH_MAX_PAGES = 5;

export const BRIGHTSPACE_ORGSTRUCTURE_PATH = `${BRIGHTSPACE_LP_PATH}/orgstructure/`;
export const brightspaceCoursePath = (orgUnitId: string) => `${BRIGHTSPACE_LP_PATH}/courses/${seg(orgUnitId)}`;
export const brightspaceSectionsPath = (orgUnitId: string) => `${BRIGHTSPACE_LP_PATH}/${seg(orgUnitId)}/sections/`;
export const brightspaceSectionEnrollmentsPath = (orgUnitId: string, sectionId: string) =>
  `${BRIGHTSPACE_LP_PATH}/${seg(orgUnitId)}/sections/${seg(sectionId)}/enrollments/`;
export const brightspaceUserEnrollmentPath = (userId: string, orgUnitId: string) =>
  `${BRIGHTSPACE_LP_PATH}/enrollments/users/${seg(userId)}/orgUnits/${seg(orgUnitId)}`;

export type BrightspaceCourse = { id: string; name: string; code: string | null };
export type BrightspaceSection = { id: string; name: string; code: string | null };

export type CourseSearchResult = { ok: true; courses: BrightspaceCourse[]; more: boolean } | BrightspaceFailure;
export type CourseResult = { ok: true; course: BrightspaceCourse | null } | BrightspaceFailure;
export type SectionsResult = { ok: true; sections: BrightspaceSection[] } | BrightspaceFailure;
export type DoneResult = { ok: true } | BrightspaceFailure;

const text = (v: unknown) => (typeof v === "string" ? v : null);
const idText = (v: unknown) => (typeof v === "number" || typeof v === "string" ? String(v) : null);

function toCourse(data: unknown): BrightspaceCourse | null {
  const c = data as Record<string, unknown> | null;
  const id = idText(c?.Identifier);
  return c && id ? { id, name: text(c.Name) ?? id, code: text(c.Code) } : null;
}

/**
 * Course offerings whose name contains `q` (Brightspace's own match), following the bookmarks up
 * to COURSE_SEARCH_MAX_PAGES pages; `more`: Brightspace had more than that.
 */
export async function searchBrightspaceCourses(q: string, opts: CallOptions & { maxPages?: number } = {}): Promise<CourseSearchResult> {
  const courses: BrightspaceCourse[] = [];
  let bookmark = "";
  for (let page = 0; page < (opts.maxPages ?? COURSE_SEARCH_MAX_PAGES); page++) {
    const query = new URLSearchParams({ orgUnitType: String(COURSE_OFFERING_TYPE_ID), orgUnitName: q });
    if (bookmark) query.set("bookmark", bookmark);
    const answer = await brightspaceCall("GET", `${BRIGHTSPACE_ORGSTRUCTURE_PATH}?${query}`, undefined, opts);
    if (isFailure(answer)) return answer;
    if (answer.status !== 200) return refusal(answer, "search the courses");
    const set = answer.body as { PagingInfo?: { Bookmark?: unknown; HasMoreItems?: unknown }; Items?: unknown } | null;
    if (!Array.isArray(set?.Items)) return { ok: false, message: "Brightspace answered a course search without Items" };
    courses.push(...set.Items.map(toCourse).filter((c): c is BrightspaceCourse => c !== null));
    const next = text(set.PagingInfo?.Bookmark);
    if (set.PagingInfo?.HasMoreItems !== true || !next) return { ok: true, courses, more: false };
    bookmark = next;
  }
  return { ok: true, courses, more: true };
}

/** One course offering; null when Brightspace does not know it (404). */
export async function getBrightspaceCourse(orgUnitId: string, opts: CallOptions = {}): Promise<CourseResult> {
  const answer = await brightspaceCall("GET", brightspaceCoursePath(orgUnitId), undefined, opts);
  if (isFailure(answer)) return answer;
  if (answer.status === 404) return { ok: true, course: null };
  if (answer.status !== 200) return refusal(answer, `read course ${orgUnitId}`);
  const course = toCourse(answer.body);
  return course ? { ok: true, course } : { ok: false, message: "Brightspace answered a course without an Identifier" };
}

/** A course's sections (empty when it has none, or when the portal's key may not see them). */
export async function listBrightspaceSections(orgUnitId: string, opts: CallOptions = {}): Promise<SectionsResult> {
  const answer = await brightspaceCall("GET", brightspaceSectionsPath(orgUnitId), undefined, opts);
  if (isFailure(answer)) return answer;
  if (answer.status !== 200) return refusal(answer, `list the sections of course ${orgUnitId}`);
  if (!Array.isArray(answer.body)) return { ok: false, message: "Brightspace answered sections that are not a list" };
  const sections = answer.body
    .map((data: unknown) => {
      const s = data as Record<string, unknown> | null;
      const id = idText(s?.SectionId);
      return s && id ? { id, name: text(s.Name) ?? id, code: text(s.Code) } : null;
    })
    .filter((s): s is BrightspaceSection => s !== null);
  return { ok: true, sections };
}

/** Enrols a user, already enrolled in the course, in one of its sections (Valence SectionEnrollment). */
export async function enrolBrightspaceSection(
  input: { orgUnitId: string; sectionId: string; userId: string },
  opts: CallOptions = {},
): Promise<DoneResult> {
  const answer = await brightspaceCall(
    "POST",
    brightspaceSectionEnrollmentsPath(input.orgUnitId, input.sectionId),
    { UserId: valenceId(input.userId) },
    opts,
  );
  if (isFailure(answer)) return answer;
  if (answer.status !== 200 && answer.status !== 201) return refusal(answer, `enrol the user in section ${input.sectionId}`);
  return { ok: true };
}

/** Removes a user's enrolment in a course (and so its sections); a user not enrolled there is already removed. */
export async function removeBrightspaceEnrolment(
  input: { orgUnitId: string; userId: string },
  opts: CallOptions = {},
): Promise<DoneResult> {
  const answer = await brightspaceCall("DELETE", brightspaceUserEnrollmentPath(input.userId, input.orgUnitId), undefined, opts);
  if (isFailure(answer)) return answer;
  if (answer.status === 404) return { ok: true };
  if (answer.status !== 200 && answer.status !== 204) return refusal(answer, `remove the user from course ${input.orgUnitId}`);
  return { ok: true };
}
