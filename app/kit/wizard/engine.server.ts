/**
 * The wizard engine's server half. A wizard is one `WizardDefinition`: its step table (steps.ts),
 * how to find the signed-in member's record for the URL, the context its steps' `applies` read, and
 * how a move is written. From it `defineWizardServer` gives every wizard the same three things:
 *
 * - `page(request, params, step)`: the step page's guard (the member's own record, only reached
 *   steps open, else a redirect to the furthest reached one) with the frame's data;
 * - `call(request, params, step)`: the step action's cheap guard (the actor and the record's id);
 * - `move(call, intent, write?)`: Back, or Save & Continue with the step's writes, the new furthest
 *   step and the audit event in one transaction that reads the record again; it answers where to go.
 *
 * and `stepAction(step, { schema, save })`, the one step action: Back moves without reading the
 * fields; Save & Continue parses them with the step's zod schema, hands the value to the step's
 * service, and answers the form again (`Invalid`) or redirects where the move leads.
 */
import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { z, type ZodTypeAny } from "zod";
import type { Actor } from "~/lib/actor.ts";
import { auditChange } from "~/lib/audit.server.ts";
import { requireViewer, type Viewer } from "~/lib/auth.server.ts";
import { db, type Tx } from "~/lib/db.server.ts";
import { parseWithZod, readForm } from "~/lib/forms.server.ts";
import { redirectWithToast } from "~/lib/toast.server.ts";
import { readUploadForm } from "~/lib/uploads.server.ts";
import { invalid, isInvalid, type Invalid } from "~/kit/forms/outcome.ts";
import { replyTo, replyWith } from "~/kit/forms/reply.server.ts";
import { afterIntent, furthestStep, percentComplete, stepAccess, stepList, visibleSteps, type StepIntent, type Wizard } from "./steps.ts";
import type { WizardFrameData, WizardReview } from "./wizard-frame.tsx";

export type Client = Tx | typeof db;
export type RouteParams = Readonly<Record<string, string | undefined>>;
/** What the engine needs of every record a wizard walks: its id and the furthest step reached. */
export type WizardRecord = { id: number; step: string };

export type WizardDefinition<Ctx, Key extends string, Rec extends WizardRecord, Scope> = {
  table: Wizard<Ctx, Key>;
  /** the step list's accessible name ("Registration steps") */
  label: string;
  entityType: string;
  /** The wizard's scope from the route params (a bad id is a 404). */
  scope(params: RouteParams): Scope;
  /** The id of the member's record the wizard shows in this scope, or null (one cheap query: the actions' guard). */
  locate(client: Client, userId: number, scope: Scope): Promise<number | null>;
  /** The record as the wizard needs it, when it is the member's and open in the wizard; else null. */
  read(client: Client, userId: number, id: number): Promise<Rec | null>;
  context(client: Client, record: Rec, userId: number): Promise<Ctx>;
  /** A step the record waits at (for a review): only it opens, and nothing moves. */
  heldAt?(record: Rec): Key | null;
  /** What a move writes besides the furthest step: a status on reaching or finishing, and the audit action. */
  advance(record: Rec, to: { reached: Key; finished: boolean }): { data: Record<string, unknown>; action: string } | null;
  /** Writes a move, on condition the record is as it was read (a second tab's move then changes nothing). */
  claim(tx: Tx, record: Rec, data: Record<string, unknown>): Promise<boolean>;
  /** The audit's before and after of a move. */
  audited?(record: Rec): Record<string, unknown>;
  href: {
    step(scope: Scope, key: Key): string;
    /** where a member with no record open in the wizard goes */
    outside(scope: Scope): string;
    /** where finishing the last step goes */
    finished(scope: Scope): string;
  };
  /** The page's title and the review message in the frame (a bad or unknown scope is a 404). */
  frame(scope: Scope, record: Rec): Promise<{ title: string; review: WizardReview }>;
};

/** Where a move leads (with a toast when the step has something to say); `finished` after the last step. */
export type Moved = { kind: "moved"; to: string; toast?: string; finished?: boolean };
/** The action's view of the step: who acts, on which record, in which scope. */
export type StepCall<Scope, Key extends string> = { actor: Actor; recordId: number; scope: Scope; step: Key };
export type StepPage<Ctx, Key extends string, Rec extends WizardRecord, Scope> = {
  viewer: Viewer;
  scope: Scope;
  record: Rec;
  context: Ctx;
  frame: WizardFrameData<Key>;
};

/** The pressed button: Back, or Save & Continue (the default: Enter in a field sends no intent). */
export function intentOf(formData: FormData): StepIntent {
  return formData.get("intent") === "back" ? "back" : "continue";
}

type StepService<Value, Scope, Key extends string> = (call: StepCall<Scope, Key>, value: Value) => Promise<Moved | Invalid>;

export function defineWizardServer<Ctx, Key extends string, Rec extends WizardRecord, Scope>(def: WizardDefinition<Ctx, Key, Rec, Scope>) {
  const { table } = def;

  async function page(request: Request, params: RouteParams, step: Key): Promise<StepPage<Ctx, Key, Rec, Scope>> {
    const viewer = await requireViewer(request);
    const scope = def.scope(params);
    const id = await def.locate(db, viewer.user.id, scope);
    const record = id === null ? null : await def.read(db, viewer.user.id, id);
    if (!record) throw redirect(def.href.outside(scope));
    const context = await def.context(db, record, viewer.user.id);
    const held = def.heldAt?.(record) ?? null;
    if (held && step !== held) throw redirect(def.href.step(scope, held));
    const access = stepAccess(table, context, record.step, step);
    if (!access.ok) throw redirect(def.href.step(scope, access.redirectTo));
    const { title, review } = await def.frame(scope, record);
    return {
      viewer,
      scope,
      record,
      context,
      frame: {
        title,
        label: def.label,
        percent: percentComplete(table, context, record.step),
        review,
        steps: stepList(table, context, record.step, step).map((s) => ({ ...s, href: def.href.step(scope, s.key) })),
      },
    };
  }

  async function call(request: Request, params: RouteParams, step: Key): Promise<StepCall<Scope, Key>> {
    const viewer = await requireViewer(request);
    const scope = def.scope(params);
    const recordId = await def.locate(db, viewer.user.id, scope);
    if (recordId === null) throw redirect(def.href.outside(scope));
    return { actor: viewer.actor, recordId, scope, step };
  }

  /**
   * Back, or Save & Continue: `write` saves the step's fields inside the transaction (Save & Continue
   * only); the furthest step becomes max(furthest, next) among the steps as they stand after the
   * write (a new pathway changes them), unless the saved step itself no longer applies after it (a
   * membership requested on the Membership step): then the steps as the member saw them decide.
   */
  async function move(
    c: StepCall<Scope, Key>,
    intent: StepIntent,
    write?: (tx: Tx, record: Rec) => Promise<void>,
    /** parts of the context as the member saw the page, when the step's own effect, committed before the move, changed them */
    asSeen?: Partial<Ctx>,
  ): Promise<Moved> {
    return db.$transaction(async (tx) => {
      const before = await def.read(tx, c.actor.userId, c.recordId);
      if (!before) return { kind: "moved", to: def.href.outside(c.scope) };
      const held = def.heldAt?.(before) ?? null;
      if (held) return { kind: "moved", to: def.href.step(c.scope, held) };
      const read = await def.context(tx, before, c.actor.userId);
      const seen: Ctx = asSeen ? { ...read, ...asSeen } : read;
      const access = stepAccess(table, seen, before.step, c.step);
      if (!access.ok) return { kind: "moved", to: def.href.step(c.scope, access.redirectTo) };
      let ctx = seen;
      if (intent === "continue" && write) {
        await write(tx, before);
        const after = (await def.read(tx, c.actor.userId, c.recordId)) ?? before;
        const now = await def.context(tx, after, c.actor.userId);
        if (visibleSteps(table, now).some((s) => s.key === c.step)) ctx = now;
      }
      const next = afterIntent(table, ctx, before.step, c.step, intent);
      const extra = def.advance(before, { reached: next.reached, finished: next.finished });
      const data = { ...(next.reached !== before.step ? { step: next.reached } : {}), ...(extra?.data ?? {}) };
      if (Object.keys(data).length > 0 && (await def.claim(tx, before, data))) {
        await auditChange(tx, c.actor, {
          action: extra?.action ?? `${def.entityType.toLowerCase()}.step`,
          entityType: def.entityType,
          entityId: before.id,
          before: def.audited?.(before) ?? { step: before.step },
          after: data,
        });
      }
      if (next.finished) return { kind: "moved", to: def.href.finished(c.scope), finished: true };
      return { kind: "moved", to: def.href.step(c.scope, next.goTo ?? next.reached) };
    });
  }

  /** Where a move leads, as the action's response. */
  function respond(moved: Moved) {
    return moved.toast ? redirectWithToast(moved.to, { kind: "success", message: moved.toast }) : redirect(moved.to);
  }

  /**
   * The one step action (a route's `action` calls it with its args: a module-level call would run
   * in the browser bundle too, where the server half is empty). `upload` reads a multipart body (files); `schema` may depend on the call.
   * A body that cannot be read answers the form again with the message on `upload.field`. A step
   * with nothing to save (no `save`) just moves on.
   */
  async function stepAction<S extends ZodTypeAny = typeof NOTHING>(
    { request, params }: ActionFunctionArgs,
    step: Key,
    opts: {
      schema?: S | ((c: StepCall<Scope, Key>) => S | Promise<S>);
      save?: StepService<z.output<S>, Scope, Key>;
      upload?: { maxFileBytes: number; tooLargeMessage: string; field: string };
    } = {},
  ) {
    const c = await call(request, params, step);
    let formData: FormData;
    if (opts.upload) {
      const read = await readUploadForm(request, opts.upload);
      if (!read.ok) return replyWith(null, { invalid: invalid({ [opts.upload.field]: read.message }) });
      formData = read.formData;
    } else formData = await readForm(request);
    if (intentOf(formData) === "back") return respond(await move(c, "back"));
    const schema = (typeof opts.schema === "function" ? await opts.schema(c) : opts.schema) ?? NOTHING;
    const submission = parseWithZod(formData, { schema });
    if (submission.status !== "success") return replyTo(submission);
    const outcome = opts.save ? await opts.save(c, submission.value) : await move(c, "continue");
    if (isInvalid(outcome)) return replyTo(submission, { invalid: outcome });
    return respond(outcome);
  }

  /** Where the member's furthest reached step is (a step name the wizard does not have goes there). */
  async function furthest(request: Request, params: RouteParams): Promise<string> {
    const viewer = await requireViewer(request);
    const scope = def.scope(params);
    const id = await def.locate(db, viewer.user.id, scope);
    const record = id === null ? null : await def.read(db, viewer.user.id, id);
    if (!record) return def.href.outside(scope);
    const held = def.heldAt?.(record) ?? null;
    return def.href.step(scope, held ?? furthestStep(table, await def.context(db, record, viewer.user.id), record.step));
  }

  return { definition: def, page, call, move, respond, stepAction, furthest };
}

const NOTHING = z.object({});

export type WizardServer<Ctx, Key extends string, Rec extends WizardRecord, Scope> = ReturnType<
  typeof defineWizardServer<Ctx, Key, Rec, Scope>
>;
