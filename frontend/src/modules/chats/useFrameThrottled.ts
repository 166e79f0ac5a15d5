import { useEffect, useRef, useState } from 'react';

/**
 * The value, updated at most once per animation frame: a streaming answer's markdown is
 * rendered again at the screen's pace, not once per token.
 */
export function useFrameThrottled<T>(value: T): T {
  const [shown, setShown] = useState(value);
  const latest = useRef(value);
  const frame = useRef<number | null>(null);
  useEffect(() => {
    latest.current = value;
    if (frame.current !== null) return;
    frame.current = window.requestAnimationFrame(() => {
      frame.current = null;
      setShown(latest.current);
    });
  }, [value]);
  useEffect(
    () => () => {
      if (frame.current !== null) window.cancelAnimationFrame(frame.current);
    },
    [],
  );
  return shown;
}
