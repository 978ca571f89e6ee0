import { useRef, useState, type PointerEvent } from 'react';
import { moveTo, sameOrder } from '../../../lib/photoOrder';

/**
 * usePhotoDrag lets the member drag a photo to another place with a mouse, a pen or a
 * finger (pointer events, so touch works where HTML drag and drop does not). The grip's
 * handlers start the drag; while it lasts, order is the order shown (the photo moves to
 * the place of the tile under the pointer), and on release onDrop gets the new order
 * when it changed. A cancelled pointer (a system gesture) puts everything back.
 */
export function usePhotoDrag(ids: readonly number[], onDrop: (order: readonly number[], id: number) => void) {
  type Drag = { id: number; order: readonly number[] } | null;
  const [drag, setDragState] = useState<Drag>(null);
  // The handlers read the drag as it is now, not as it was at the last render.
  const current = useRef<Drag>(null);
  const setDrag = (d: Drag) => {
    current.current = d;
    setDragState(d);
  };

  const grip = (id: number) => ({
    onPointerDown: (e: PointerEvent<HTMLElement>) => {
      if (e.button !== 0) return;
      e.preventDefault();
      e.currentTarget.setPointerCapture?.(e.pointerId);
      setDrag({ id, order: ids });
    },
    onPointerMove: (e: PointerEvent<HTMLElement>) => {
      const d = current.current;
      if (!d || d.id !== id) return;
      const under = document.elementFromPoint?.(e.clientX, e.clientY)?.closest<HTMLElement>('[data-photo-id]');
      const over = Number(under?.dataset.photoId);
      if (!over || over === id) return;
      const order = moveTo(d.order, id, d.order.indexOf(over));
      if (order !== d.order) setDrag({ id, order });
    },
    onPointerUp: () => {
      const d = current.current;
      if (!d || d.id !== id) return;
      setDrag(null);
      if (!sameOrder(d.order, ids)) onDrop(d.order, id);
    },
    onPointerCancel: () => setDrag(null),
  });

  return { order: drag?.order ?? ids, dragging: drag?.id ?? null, grip };
}
