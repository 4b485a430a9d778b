import { useCallback, useEffect, useRef, useState, type MouseEvent as ReactMouseEvent, type RefObject } from 'react';

export interface Offset {
  x: number;
  y: number;
}

/** Part of the dialog kept on screen while dragging, in pixels. */
const KEEP_VISIBLE = 48;

/**
 * Moves `target` by its handle with the mouse: returns the offset to apply as a translation and
 * the mousedown handler for the handle. The dialog cannot be dragged off screen.
 */
export function useDrag(target: RefObject<HTMLElement | null>) {
  const [offset, setOffset] = useState<Offset>({ x: 0, y: 0 });
  const stopRef = useRef<(() => void) | null>(null);

  useEffect(() => () => stopRef.current?.(), []);

  const onMouseDown = useCallback(
    (event: ReactMouseEvent<HTMLElement>) => {
      if (event.button !== 0 || (event.target as HTMLElement).closest('button, a, input, select, textarea')) return;
      const element = target.current;
      if (!element) return;
      event.preventDefault();
      const rect = element.getBoundingClientRect();
      const start = { x: event.clientX, y: event.clientY, offset };
      const bounds = {
        minX: Math.min(0, KEEP_VISIBLE - rect.width) - rect.left,
        maxX: Math.max(0, window.innerWidth - KEEP_VISIBLE) - rect.left,
        minY: -rect.top,
        maxY: Math.max(0, window.innerHeight - KEEP_VISIBLE) - rect.top,
      };

      const move = (e: MouseEvent) => {
        const dx = clamp(e.clientX - start.x, bounds.minX, bounds.maxX);
        const dy = clamp(e.clientY - start.y, bounds.minY, bounds.maxY);
        setOffset({ x: start.offset.x + dx, y: start.offset.y + dy });
      };
      const stop = () => {
        document.removeEventListener('mousemove', move);
        document.removeEventListener('mouseup', stop);
        stopRef.current = null;
      };
      stopRef.current?.();
      stopRef.current = stop;
      document.addEventListener('mousemove', move);
      document.addEventListener('mouseup', stop);
    },
    [offset, target],
  );

  return { offset, onMouseDown, reset: () => setOffset({ x: 0, y: 0 }) };
}

function clamp(value: number, min: number, max: number) {
  return Math.min(Math.max(value, min), max);
}
