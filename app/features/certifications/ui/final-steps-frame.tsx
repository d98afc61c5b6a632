/** The final-steps wizard's frame: the kit's frame with this wizard's title, step links and label. */
import type { ReactNode } from "react";
import type { FinalFrame } from "~/features/certifications/final-steps-page.server.ts";
import { WizardFrame } from "~/kit/wizard/wizard-frame.tsx";
import { paths } from "~/lib/paths.ts";

export function FinalStepsFrame({ frame, children }: { frame: FinalFrame; children: ReactNode }) {
  return (
    <WizardFrame
      title={`${frame.certificationName}: Final Steps`}
      label="Final steps"
      steps={frame.steps}
      percent={frame.percent}
      review={frame.review}
      stepHref={(key) => paths.certifications.finalStep(frame.certificationId, key)}
    >
      {children}
    </WizardFrame>
  );
}
