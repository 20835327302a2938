import { M } from '@edu/shared';
import { ComingSoon } from '../../../components/coming-soon';

export function ModuleEvaluationsRoute() {
  return <ComingSoon title={M.MENU_EVALUATIONS} />;
}
