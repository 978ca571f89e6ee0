/** signupAnchor is the id of a lander's sign-up section, which its calls to action scroll to. */
export const signupAnchor = 'lander-signup';

/** goToSignup scrolls to the lander's sign-up and puts the cursor in its first field. */
export function goToSignup() {
  const el = document.getElementById(signupAnchor);
  el?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  // The form is drawn as it comes into view (LanderSignup): on a long way down, its first
  // field comes while the page still scrolls.
  let tries = 0;
  const focus = () => {
    const input = el?.querySelector<HTMLInputElement>('input');
    if (input) input.focus({ preventScroll: true });
    else if (++tries < 20) setTimeout(focus, 100);
  };
  setTimeout(focus, 400);
}
