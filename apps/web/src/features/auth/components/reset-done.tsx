import { M } from '@edu/shared';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { PublicIcon } from './public-icons';

export function ResetSucceeded() {
  return (
    <div className="pub-done">
      <PublicIcon name="success" className="pub-success" />
      <p className="pub-done-title">{M.RESET_SUCCESS_TITLE}</p>
      <p className="pub-muted">{M.RESET_SUCCESS_TEXT}</p>
      <Link className="pub-button" to={paths.login}>
        {M.SIGN_IN_BUTTON}
      </Link>
    </div>
  );
}

export function ResetLinkExpired() {
  return (
    <div className="pub-done">
      <p role="alert">{M.RESET_TOKEN_EXPIRED}</p>
      <Link className="pub-button pub-outlined" to={paths.recoverPassword}>
        {M.RECOVER_TITLE}
      </Link>
    </div>
  );
}
