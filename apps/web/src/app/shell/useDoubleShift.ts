import { useEffect, useRef } from 'react';
import { createDoubleShiftDetector } from './double-shift';

/** Calls `onDoubleShift` when Shift is pressed twice within 500 ms anywhere on the page. */
export function useDoubleShift(onDoubleShift: () => void) {
  const callback = useRef(onDoubleShift);
  callback.current = onDoubleShift;
  useEffect(() => {
    const detect = createDoubleShiftDetector();
    const onKeyDown = (event: KeyboardEvent) => {
      if (detect({ key: event.key, repeat: event.repeat, time: event.timeStamp })) callback.current();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
