import { useEffect, useRef, useState, type PointerEvent, type WheelEvent } from 'react';
import { UNLOCK_SWIPE_PX } from '@ledgerdesk/shared';

/** A wheel gesture ends after this long without wheel events, and its distance is dropped. */
const WHEEL_GESTURE_MS = 400;

/**
 * Dragging up (mouse, pen, touch) or wheeling down moves the panel up; past UNLOCK_SWIPE_PX
 * (SPEC §9: 400px) `onDone` fires, and an earlier release snaps it back.
 */
export function useSwipeUp(onDone: () => void) {
  const [offset, setOffset] = useState(0);
  const start = useRef<number | null>(null);
  const wheelEnd = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(wheelEnd.current), []);

  const advance = (distance: number) => {
    const up = Math.max(0, distance);
    if (up > UNLOCK_SWIPE_PX) {
      start.current = null;
      setOffset(0);
      onDone();
    } else setOffset(up);
  };

  return {
    offset,
    handlers: {
      onPointerDown: (e: PointerEvent<HTMLElement>) => {
        if (e.button !== 0) return;
        start.current = e.clientY;
        e.currentTarget.setPointerCapture(e.pointerId);
      },
      onPointerMove: (e: PointerEvent) => {
        if (start.current !== null) advance(start.current - e.clientY);
      },
      onPointerUp: () => {
        start.current = null;
        setOffset(0);
      },
      onPointerCancel: () => {
        start.current = null;
        setOffset(0);
      },
      onWheel: (e: WheelEvent) => {
        clearTimeout(wheelEnd.current);
        advance(offset + e.deltaY);
        wheelEnd.current = setTimeout(() => setOffset(0), WHEEL_GESTURE_MS);
      },
    },
  };
}
