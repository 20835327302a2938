// The page half of the accessibility scan (a11y.ts). A screen is the route, the dialog open on top of it if any,
// and the look of the shell's sidebar (an entity's colours: the same path in another entity is another screen). While
// the page shows a screen not scanned yet, <html> carries data-a11y-new: the scanner's locator handler sees it before
// the journey's next action or assertion and scans first.

/** What the watcher leaves on the page's window for the scanner to call. */
export interface WatchedWindow {
  __a11y?: {
    mutations: () => number;
    screen: () => string;
    isSettled: () => boolean;
    done: (screen: string) => void;
    hold: (isHeld: boolean) => void;
  };
}

export const NEW_SCREEN = 'html[data-a11y-new]';

/** Runs in every frame before the page's scripts; only the top frame takes part. Self-contained: it is serialised. */
export function watchScreens() {
  if (window !== window.top) return;
  const MARK = 'data-a11y-new';
  const done = new Set<string>();
  let mutations = 0;
  let lastChange = performance.now();

  const isShown = (element: Element) => element.getClientRects().length > 0;
  const screen = () => {
    const dialogs = [...document.querySelectorAll('[role="dialog"], [role="alertdialog"]')].filter(isShown);
    const top = dialogs.at(-1);
    const label = top?.getAttribute('aria-labelledby');
    const name = (label && document.getElementById(label)?.textContent) || top?.getAttribute('aria-label') || '';
    const dialog = top ? ` [dialog ${name.trim().slice(0, 60)}]` : '';
    const sidebar = document.querySelector('[data-testid="sidebar"]');
    const look = sidebar ? ` {${getComputedStyle(sidebar).color} on ${getComputedStyle(sidebar).backgroundColor}}` : '';
    // another record's page is the same screen: /students/inscribed/list/:id
    const path = location.pathname.replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, ':id');
    return `${path}${dialog}${look}`;
  };
  const mark = () => {
    const isNew = !done.has(screen());
    if (document.documentElement.hasAttribute(MARK) !== isNew) document.documentElement.toggleAttribute(MARK, isNew);
  };
  // settled: the DOM quiet for 300 ms, no transition running (a fading dialog, a sliding drawer: their colours are not
  // yet the final ones; a toast's long progress bar does not count), nothing loading (spinners, skeletons). A toast's
  // countdown is a progressbar too, but not a load: counted, a screen with a toast never settled while the scan held
  // the toast (paused, below), and every check waited its full patience (decision 0059)
  const isMoving = (a: Animation) => {
    const timing = a.effect?.getComputedTiming();
    return a.playState === 'running' && timing?.iterations !== Infinity && Number(timing?.duration) <= 1000;
  };
  const isSettled = () =>
    document.readyState === 'complete' &&
    performance.now() - lastChange > 300 &&
    !document.getAnimations().some(isMoving) &&
    !document.querySelector('[role="progressbar"]:not(.Toastify__progress-bar), [aria-busy="true"], .MuiSkeleton-root');

  // a toast the journey is about to read must not close while the scan holds the journey back: its countdown is the
  // progress bar's CSS animation (react-toastify closes the toast when it ends), paused here while held, a toast that
  // appears during the hold too. The window's blur (pauseOnFocusLoss) reached only the toasts already shown: one that
  // appeared under a long scan on a busy machine closed before the journey could read it (decision 0059)
  let isHeld = false;
  const paused = new Set<Animation>();
  const pauseToasts = () => {
    for (const a of document.getAnimations()) {
      const target = (a.effect as KeyframeEffect | null)?.target;
      if (a.playState !== 'running' || !target?.classList.contains('Toastify__progress-bar')) continue;
      a.pause();
      paused.add(a);
    }
  };
  const hold = (held: boolean) => {
    isHeld = held;
    if (held) return pauseToasts();
    for (const a of paused) if (a.playState === 'paused') a.play();
    paused.clear();
  };

  new MutationObserver((records) => {
    if (isHeld) pauseToasts();
    if (records.every((r) => r.attributeName === MARK)) return;
    mutations++;
    lastChange = performance.now();
    if (document.documentElement) mark();
  }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  addEventListener('popstate', mark);

  (window as WatchedWindow).__a11y = {
    mutations: () => mutations,
    screen,
    isSettled,
    done: (taken) => {
      done.add(taken);
      mark();
    },
    hold,
  };
}
