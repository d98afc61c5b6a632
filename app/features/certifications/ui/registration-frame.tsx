/** The certification registration wizard's frame: the kit's frame with this wizard's title, step links and label. */
import type { ReactNode } from "react";
import type { WizardFrame as FrameData } from "~/features/certifications/wizard-page.server.ts";
import { WizardFrame } from "~/kit/wizard/wizard-frame.tsx";
import { paths } from "~/lib/paths.ts";

export function RegistrationFrame({ frame, children }: { frame: FrameData; children: ReactNode }) {
  return (
    <WizardFrame
      title={`${frame.certificationName} Registration`}
      label="Registration steps"
      steps={frame.steps}
      percent={frame.percent}
      review={frame.review}
      stepHref={(key) => paths.certifications.registerStep(frame.certificationId, key)}
    >
      {children}
    </WizardFrame>
  );
}
