/**
 * The Independent Trainer Terms and Conditions the applicant signs (the agreement step). The spec
 * gives the step, not its text: this is the association's summary of what a trainer commits to
 * (decision 47).
 */
export function TrainerTerms() {
  return (
    <div className="trainer-terms">
      <p>As an Independent Trainer I agree to:</p>
      <ol>
        <li>Keep my AFC® certification in good standing for as long as I am an Independent Trainer.</li>
        <li>
          Teach the AFC Learning System as published, or a Custom Program approved by the association, and tell the association before I
          change my offering (a change is reviewed again).
        </li>
        <li>Give my students accurate information about the AFC® certification and the Independent Trainer Pathway.</li>
        <li>Follow the AFC® Code of Ethics in my teaching and in how I present my program.</li>
        <li>Keep my Independent Trainer profile up to date, and renew my status each year to keep it active.</li>
        <li>
          Use the association&apos;s name and marks only as the association allows, and buy a learning-system license for each student I
          enrol in the AFC Learning System.
        </li>
      </ol>
      <p>The association may end my Independent Trainer status if I do not keep to these terms.</p>
    </div>
  );
}
