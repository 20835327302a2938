// The app's typeface is asked for once the first page has painted (decision 0029). On a phone on a slow network the three
// Roboto files (66 KB) would otherwise share the line with the JavaScript the first paint waits for (Lighthouse
// mobile, /login: first paint 2.4 s with them, 2.0 s without). The text shows at once in the fallback face and takes
// Roboto when it arrives (font-display: swap); a returning browser has the files cached for a year.
import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { addStylesheet } from '../lib/stylesheet';
import robotoCss from '../lib/fonts/roboto.css?url';

export function AfterFirstPaint() {
  useEffect(() => {
    requestAnimationFrame(() => setTimeout(() => addStylesheet(robotoCss)));
  }, []);
  return <Outlet />;
}
