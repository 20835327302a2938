// The time left of an attempt by the server's clock (04 §4): the device's clock is offset against the server's
// `server_now` once, when the attempt arrives, so a phone set to another time neither gains nor loses minutes.
import { M } from '@edu/shared';
import { useEffect, useState } from 'react';

/** Milliseconds until `deadline` by the server's clock, ticking every second. */
export function useTimeLeft(deadline: string, serverNow: string): number {
  const [offset] = useState(() => Date.parse(serverNow) - Date.now());
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return Math.max(0, Date.parse(deadline) - (now + offset));
}

const two = (n: number) => String(n).padStart(2, '0');

/** 754000 → '12:34'; past an hour '1:02:03'. */
export function clockOf(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${two(m)}:${two(s)}`;
}

/** The time left, always in sight; a screen reader reads it when asked (a timer is not announced every second). */
export function Countdown({ left }: { left: number }) {
  return (
    <p className="st-countdown" role="timer" aria-label={M.TIME_LEFT_LABEL} data-low={left < 60_000 ? '' : undefined}>
      {M.timeLeft(clockOf(left))}
    </p>
  );
}
