import { useEffect, useRef, useState } from 'react';

/**
 * useDropdown holds a small menu's open state and closes it on Escape or a click
 * outside. Bootstrap's own dropdown pulls in Popper, which the landing page's size
 * budget has no room for; these menus open straight down and need no positioning.
 */
export function useDropdown<T extends HTMLElement>() {
  const [open, setOpen] = useState(false);
  const ref = useRef<T>(null);
  useEffect(() => {
    if (!open) return;
    const onClick = (e: MouseEvent) => {
      if (ref.current && !ref.current.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
    };
    document.addEventListener('mousedown', onClick);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onClick);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);
  return { open, setOpen, ref, toggle: () => setOpen((o) => !o), close: () => setOpen(false) };
}
