import { type RefObject, useLayoutEffect } from 'react';

/**
 * useDialogKeys puts the focus on a dialog's first action and closes the dialog on Escape,
 * from the frame it shows: in a layout effect, as a passive one may run only after the
 * next paint (always, under Preact's runtime), and an Escape pressed at once was lost.
 */
export function useDialogKeys(first: RefObject<HTMLElement | null>, onClose: () => void): void {
  useLayoutEffect(() => {
    first.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [first, onClose]);
}
