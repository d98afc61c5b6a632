/** The program's own fields as static details, shared by the approved individual CEU and the approved pre-approval views. */
export function ProgramDetails({
  values,
  creditType,
}: {
  values: { credits: string; programTitle: string; sponsor: string; programDescription: string; programAgenda: string };
  creditType: string;
}) {
  return (
    <>
      <dt>Credits</dt>
      <dd>{values.credits}</dd>
      <dt>Credit Type</dt>
      <dd>{creditType}</dd>
      <dt>Program Title</dt>
      <dd>{values.programTitle}</dd>
      <dt>Sponsor</dt>
      <dd>{values.sponsor}</dd>
      <dt>Program Description</dt>
      <dd className="pre-wrap">{values.programDescription}</dd>
      <dt>Program Agenda</dt>
      <dd className="pre-wrap">{values.programAgenda || "—"}</dd>
    </>
  );
}
