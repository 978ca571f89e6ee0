/**
 * FirstPhoto is a slot for one of the first screen's photos in a skeleton. In a page
 * prerendered for a visitor the server fills it (internal/httpapi/firstscreen.go fills
 * every `data-first-photo` slot it has a photo for, in order), so the photo shows before
 * the app has run; the app's own render leaves it empty and hidden. React hydrates it
 * as it is: its attributes are the server's.
 */
export function FirstPhoto({ slot }: { slot: number }) {
  return <img className="first-photo" alt="" data-first-photo={slot} suppressHydrationWarning />;
}

/** firstPhotoCards: the card skeletons with a FirstPhoto slot, the first row on a phone. */
export const firstPhotoCards = 2;
