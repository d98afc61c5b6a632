/**
 * Supporting Documentation (independent trainer pathway only): the training's certificate of
 * completion, 'Required' until one is attached; a new one replaces the earlier.
 */
import { MEDIA_KIND } from "~/domain/constants.ts";
import { db } from "~/lib/db.server.ts";
import { paths } from "~/lib/paths.ts";
import type { Invalid } from "~/kit/forms/outcome.ts";
import type { Moved } from "~/kit/wizard/engine.server.ts";
import { saveStepDocuments } from "../step-documents.server.ts";
import type { FinalDocumentationInput } from "./schemas.server.ts";
import { finalStepsWizard, type FinalStepCall } from "./wizard.server.ts";

export const FINAL_DOCUMENT_KINDS = { completionFile: MEDIA_KIND.coursework } as const;

export async function loadFinalDocumentationStep(registrationId: number) {
  const files = await db.media.findMany({
    where: { registrationId, kind: MEDIA_KIND.coursework },
    orderBy: { id: "asc" },
    select: { id: true, originalName: true },
  });
  return {
    files: files.map((f) => ({
      id: f.id,
      kindLabel: "Certificate of completion",
      name: f.originalName,
      href: paths.resources.media(f.id),
    })),
  };
}

export function saveFinalDocumentation(call: FinalStepCall, input: FinalDocumentationInput): Promise<Moved | Invalid> {
  return saveStepDocuments({
    actor: call.actor,
    registrationId: call.recordId,
    posted: { completionFile: input.completionFile },
    kinds: FINAL_DOCUMENT_KINDS,
    required: ["completionFile"],
    move: (attach) => finalStepsWizard.move(call, "continue", (tx) => attach(tx)),
  });
}
