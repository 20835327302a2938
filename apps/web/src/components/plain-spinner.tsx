import { M } from '@edu/shared';
import { addStylesheet } from '../lib/stylesheet';
import spinnerCss from './plain-spinner.css?url';

addStylesheet(spinnerCss);

/**
 * The spinner of the pages that load before MUI (the first paint, the public pages): a CSS ring, so that the login
 * page does not download MUI (docs/decisions/0023-public-pages-without-mui.md). PageSpinner is the same inside the
 * areas.
 */
export function PlainSpinner({ fullScreen = false }: { fullScreen?: boolean }) {
  return (
    <div role="status" aria-label={M.LOADING} className={fullScreen ? 'plain-spinner plain-spinner-full' : 'plain-spinner'}>
      <span className="plain-spinner-ring" />
    </div>
  );
}
