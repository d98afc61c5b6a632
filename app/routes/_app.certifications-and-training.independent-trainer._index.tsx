/** /certifications-and-training/independent-trainer itself: the dashboard with no modal open. */
export default function IndependentTrainerNoModal() {
  return null;
}
