/**
 * The wizard engine's pure part, shared by the certification registration (10 steps), the final
 * steps (5) and the Independent Trainer application (7): a wizard is an ordered step table; a
 * step may apply only in some contexts (a pathway, a member's state). From the table, the context
 * and the furthest step the person has reached, these functions say which steps show, which come
 * next and before, how far along they are, and whether a step may be opened. Nothing here reads the
 * database; the server half (load and save a step) and the frame component build on it.
 *
 * Rules:
 * - Only the steps that apply in the context are visible, in table order.
 * - A step may be opened when it is visible and not after the furthest reached step; any other
 *   request goes to the furthest reached step (or the first step when that is not visible any more).
 * - Saving a step reaches max(furthest reached, the step after the saved one).
 * - Percentage complete: the visible steps before the furthest reached one, out of all visible
 *   steps (100 once the wizard is finished).
 */

export type WizardStep<Ctx, Key extends string = string> = {
  readonly key: Key;
  /** A title, or one that depends on the context (e.g. "(optional)" on some pathways). */
  readonly title: string | ((ctx: Ctx) => string);
  /** Absent: the step always applies. */
  readonly applies?: (ctx: Ctx) => boolean;
};

export type Wizard<Ctx, Key extends string = string> = {
  readonly id: string;
  readonly steps: readonly WizardStep<Ctx, Key>[];
};

export function defineWizard<Ctx, Key extends string>(id: string, steps: readonly WizardStep<Ctx, Key>[]): Wizard<Ctx, Key> {
  const keys = new Set<string>();
  for (const step of steps) {
    if (keys.has(step.key)) throw new Error(`Wizard ${id}: step ${step.key} appears twice`);
    keys.add(step.key);
  }
  if (steps.length === 0) throw new Error(`Wizard ${id}: no steps`);
  return { id, steps };
}

export function visibleSteps<Ctx, Key extends string>(wizard: Wizard<Ctx, Key>, ctx: Ctx): WizardStep<Ctx, Key>[] {
  return wizard.steps.filter((s) => !s.applies || s.applies(ctx));
}

export function isStepKey<Ctx, Key extends string>(wizard: Wizard<Ctx, Key>, key: string): key is Key {
  return wizard.steps.some((s) => s.key === key);
}

function indexIn<Ctx, Key extends string>(steps: WizardStep<Ctx, Key>[], key: string): number {
  return steps.findIndex((s) => s.key === key);
}

/**
 * Where the furthest reached step stands among the visible ones. A reached step that no longer
 * applies (the pathway changed) counts as the last visible step before it in table order.
 */
function reachedIndex<Ctx, Key extends string>(wizard: Wizard<Ctx, Key>, ctx: Ctx, reached: string): number {
  const visible = visibleSteps(wizard, ctx);
  const at = indexIn(visible, reached);
  if (at >= 0) return at;
  const tableAt = wizard.steps.findIndex((s) => s.key === reached);
  if (tableAt < 0) return 0;
  let best = 0;
  visible.forEach((s, i) => {
    if (wizard.steps.indexOf(s) < tableAt) best = i;
  });
  return best;
}

export function firstStep<Ctx, Key extends string>(wizard: Wizard<Ctx, Key>, ctx: Ctx): Key {
  return visibleSteps(wizard, ctx)[0]?.key ?? wizard.steps[0].key;
}

/** The visible step after `key`, or null after the last one. */
export function nextStep<Ctx, Key extends string>(wizard: Wizard<Ctx, Key>, ctx: Ctx, key: string): Key | null {
  const visible = visibleSteps(wizard, ctx);
  const at = indexIn(visible, key);
  return at >= 0 && at + 1 < visible.length ? visible[at + 1].key : null;
}

/** The visible step before `key`, or null on the first one. */
export function previousStep<Ctx, Key extends string>(wizard: Wizard<Ctx, Key>, ctx: Ctx, key: string): Key | null {
  const visible = visibleSteps(wizard, ctx);
  const at = indexIn(visible, key);
  return at > 0 ? visible[at - 1].key : null;
}

/** The furthest reached step as a visible step (see reachedIndex). */
export function furthestStep<Ctx, Key extends string>(wizard: Wizard<Ctx, Key>, ctx: Ctx, reached: string): Key {
  const visible = visibleSteps(wizard, ctx);
  return visible[reachedIndex(wizard, ctx, reached)]?.key ?? firstStep(wizard, ctx);
}

export type StepAccess<Key extends string> = { ok: true } | { ok: false; redirectTo: Key };

/** Whether `requested` may be opened by someone who has reached `reached`; else where to go. */
export function stepAccess<Ctx, Key extends string>(
  wizard: Wizard<Ctx, Key>,
  ctx: Ctx,
  reached: string,
  requested: string,
): StepAccess<Key> {
  const visible = visibleSteps(wizard, ctx);
  const at = indexIn(visible, requested);
  if (at >= 0 && at <= reachedIndex(wizard, ctx, reached)) return { ok: true };
  return { ok: false, redirectTo: furthestStep(wizard, ctx, reached) };
}

/** The furthest reached step after saving `saved`: max(reached, the step after saved); the last step stays. */
export function reachedAfterSave<Ctx, Key extends string>(wizard: Wizard<Ctx, Key>, ctx: Ctx, reached: string, saved: string): Key {
  const visible = visibleSteps(wizard, ctx);
  const savedAt = indexIn(visible, saved);
  const target = Math.min(Math.max(savedAt + 1, 0), visible.length - 1);
  return visible[Math.max(target, reachedIndex(wizard, ctx, reached))].key;
}

/** Percentage complete (0-100, whole numbers): visible steps before the furthest reached, out of all visible. */
export function percentComplete<Ctx, Key extends string>(wizard: Wizard<Ctx, Key>, ctx: Ctx, reached: string, finished = false): number {
  if (finished) return 100;
  const visible = visibleSteps(wizard, ctx);
  return Math.round((reachedIndex(wizard, ctx, reached) / visible.length) * 100);
}

export function stepTitle<Ctx, Key extends string>(step: WizardStep<Ctx, Key>, ctx: Ctx): string {
  return typeof step.title === "function" ? step.title(ctx) : step.title;
}

export type StepListItem<Key extends string> = { key: Key; title: string; state: "done" | "current" | "open" | "locked" };

/** The frame's step list: each visible step done (before the furthest reached), current (the one shown), open or locked. */
export function stepList<Ctx, Key extends string>(
  wizard: Wizard<Ctx, Key>,
  ctx: Ctx,
  reached: string,
  current: string,
): StepListItem<Key>[] {
  const reachedAt = reachedIndex(wizard, ctx, reached);
  return visibleSteps(wizard, ctx).map((s, i) => ({
    key: s.key,
    title: stepTitle(s, ctx),
    state: s.key === current ? "current" : i < reachedAt ? "done" : i === reachedAt ? "open" : "locked",
  }));
}

export type StepIntent = "back" | "continue";

/**
 * Where a step's buttons lead: Back goes to the previous visible step (nothing is saved); Save &
 * Continue reaches max(furthest, next) and goes to the next step, or finishes after the last one.
 */
export function afterIntent<Ctx, Key extends string>(
  wizard: Wizard<Ctx, Key>,
  ctx: Ctx,
  reached: string,
  current: string,
  intent: StepIntent,
): { reached: Key; goTo: Key | null; finished: boolean } {
  if (intent === "back") {
    return {
      reached: furthestStep(wizard, ctx, reached),
      goTo: previousStep(wizard, ctx, current) ?? firstStep(wizard, ctx),
      finished: false,
    };
  }
  const next = nextStep(wizard, ctx, current);
  return { reached: reachedAfterSave(wizard, ctx, reached, current), goTo: next, finished: next === null };
}
