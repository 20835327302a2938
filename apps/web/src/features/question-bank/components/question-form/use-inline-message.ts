import { INLINE_MESSAGE_MS } from '@edu/shared';
import { useCallback, useEffect, useRef, useState } from 'react';

/** A message shown inline that goes away by itself after INLINE_MESSAGE_MS (02 §5: 3 seconds); a new one restarts it. */
export function useInlineMessage(ms: number = INLINE_MESSAGE_MS) {
  const [message, setMessage] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const clear = useCallback(() => {
    clearTimeout(timer.current);
    setMessage(null);
  }, []);
  const show = useCallback(
    (text: string) => {
      clearTimeout(timer.current);
      setMessage(text);
      timer.current = setTimeout(() => setMessage(null), ms);
    },
    [ms],
  );
  useEffect(() => () => clearTimeout(timer.current), []);
  return { message, show, clear };
}
