/**
 * The Training table of the admin Course Registration review (admin spec: the Training table, the
 * training external course state, decision 55): each module (or the training itself) and the
 * course materials' learning-system course, with its state, Enroll In Section and the module
 * approval's link, and the progress link unless removed.
 */
import { LEARNING_SECTION_SCOPE, USER_TRAINING_STATUS } from "~/domain/constants.ts";
import { externalCourseState, type ExternalCourseState } from "~/features/trainings/learning-sections.ts";
import { formatDate } from "~/lib/dates.ts";
import { paths } from "~/lib/paths.ts";
import type { ApprovalMode } from "./approval-modes/registry.server.ts";

export type TrainingRow = {
  key: string;
  name: string;
  progressUrl: string | null;
  state: ExternalCourseState;
  /** Enroll In Section (null once removed) */
  sectionsHref: string | null;
  /** the module approval's modal, while the module waits for it */
  approveHref: string | null;
};

type TrainingSource = {
  id: number;
  brightspaceRemoval: boolean;
  brightspaceEnrollment: boolean;
  training: { name: string; categoryId: number } | null;
  userTrainings: { status: string; training: { name: string; categoryId: number } }[];
  courseMaterials: { brightspaceCourseId: string | null; courseMaterial: { name: string; brightspaceCourseId: string | null } }[];
  learningSections: {
    scope: string;
    categoryId: number;
    courseId: string;
    courseName: string;
    sectionName: string | null;
    deadline: Date | null;
  }[];
};

/** The Training table's rows: each module (or the training itself), then the course materials' course when one has it. */
export function trainingRows(r: TrainingSource, decision: ApprovalMode | null, progressUrl: string | null): TrainingRow[] {
  const links = paths.admin.courseRegistrations;
  const sectionOf = (scope: string, categoryId: number) => {
    const s = r.learningSections.find((x) => x.scope === scope && x.categoryId === categoryId);
    return s ? { ...s, deadline: s.deadline ? formatDate(s.deadline) : null } : null;
  };
  const row = (key: string, name: string, scope: string, categoryId: number, enrolled: boolean, awaitingApproval: boolean): TrainingRow => {
    const state = externalCourseState({ removed: r.brightspaceRemoval, section: sectionOf(scope, categoryId), enrolled, awaitingApproval });
    return {
      key,
      name,
      progressUrl,
      state,
      sectionsHref: r.brightspaceRemoval
        ? null
        : scope === LEARNING_SECTION_SCOPE.material
          ? links.materialSection(r.id)
          : links.moduleSection(r.id, categoryId),
      approveHref: state.kind === "approve" ? links.approve(r.id) : null,
    };
  };
  const modules = r.userTrainings.length
    ? r.userTrainings.map((t, i) =>
        row(
          `module-${i}`,
          t.training.name,
          LEARNING_SECTION_SCOPE.module,
          t.training.categoryId,
          false,
          decision === "module" && t.status !== USER_TRAINING_STATUS.completed,
        ),
      )
    : r.training
      ? [
          row(
            "training",
            r.training.name,
            LEARNING_SECTION_SCOPE.module,
            r.training.categoryId,
            r.brightspaceEnrollment,
            decision === "module",
          ),
        ]
      : [];
  const materials = r.courseMaterials.filter((m) => m.brightspaceCourseId ?? m.courseMaterial.brightspaceCourseId);
  if (materials.length === 0) return modules;
  const name = `Course materials: ${materials.map((m) => m.courseMaterial.name).join(", ")}`;
  return [...modules, row("material", name, LEARNING_SECTION_SCOPE.material, 0, false, false)];
}
