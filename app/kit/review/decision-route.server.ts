/**
 * The server half of the decision modal routes (approve / reject): one loader helper and one action
 * for every queue. A route module stays a thin adapter: it guards, reads its review, and hands the
 * rest to these.
 */
import type { ZodTypeAny } from "zod";
import type { Actor } from "~/lib/actor.ts";
import { parseWithZod, readForm } from "~/lib/forms.server.ts";
import { badRequest } from "~/lib/http.ts";
import { log } from "~/lib/logger.server.ts";
import { redirectWithToast } from "~/lib/toast.server.ts";
import type { Result } from "~/kit/forms/outcome.ts";
import { replyTo } from "~/kit/forms/reply.server.ts";
import { decide, type DecisionDefinition, type DecisionInput, type DecisionKind, type DecisionOwner } from "./decide.server.ts";
import { messageTemplateOptions } from "./messages.server.ts";

/** One decision of one queue, as its modal route takes it. */
export type DecisionRoute = {
  kind: DecisionKind;
  /** the modal's form: kit/review/schemas.server.ts */
  schema: ZodTypeAny;
  /** the decision itself (usually `(input) => decide(definition, kind, input)`) */
  decide(input: DecisionInput): Promise<Result>;
  /** the template category offered in the modal */
  templateCategory: string;
  /** the review page: where a refusal or a failure lands, with its message */
  reviewPath(id: number): string;
  /** where a decision lands: the queue (or, later, its next pending item) */
  donePath(id: number): string;
  /** the toast when deciding threw */
  failed: string;
};

/** A route for one definition's decision. */
export function decisionRoute<R extends { id: number; owner: DecisionOwner }, P, A>(
  definition: DecisionDefinition<R, P, A>,
  kind: DecisionKind,
  route: Omit<DecisionRoute, "kind" | "decide" | "templateCategory">,
): DecisionRoute {
  return { ...route, kind, templateCategory: definition.templateCategory[kind], decide: (input) => decide(definition, kind, input) };
}

/** The templates the modal offers: none when the decision cannot be taken (the modal explains why instead). */
export async function decisionTemplates(route: DecisionRoute, open: boolean) {
  return open ? messageTemplateOptions(route.templateCategory) : [];
}

/**
 * The modal's post: bad form values go back to the form (400); a refusal or a failure goes back to
 * the review page with its message; a decision lands on `donePath` with 'Success'.
 */
export async function takeDecision(request: Request, actor: Actor, id: number, route: DecisionRoute) {
  const form = await readForm(request).catch(() => null);
  if (!form) throw badRequest("The decision could not be read: send it from the form.");
  const submission = parseWithZod(form, { schema: route.schema });
  if (submission.status !== "success") return replyTo(submission);
  const back = route.reviewPath(id);
  try {
    const result = await route.decide({ actor, id, ...(submission.value as Omit<DecisionInput, "actor" | "id">) });
    if (!result.ok) return redirectWithToast(back, { kind: "error", message: result.message });
  } catch (error) {
    log.error("decision failed", { kind: route.kind, id, error });
    return redirectWithToast(back, { kind: "error", message: route.failed });
  }
  return redirectWithToast(route.donePath(id), { kind: "success", message: "Success" });
}
