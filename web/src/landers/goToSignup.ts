/** signupAnchor is the id of a lander's sign-up section, which its calls to action scroll to. */
export const signupAnchor = 'lander-signup';

/** goToSignup scrolls to the lander's sign-up and puts the cursor in its first field. */
export function goToSignup() {
  const el = document.getElementById(signupAnchor);
  el?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  setTimeout(() => el?.querySelector<HTMLInputElement>('input')?.focus({ preventScroll: true }), 400);
}
