/** /edit-profile itself: the Contact Info tab with no modal open. */
export default function ContactInfoNoModal() {
  return null;
}
