import { M } from '@edu/shared';
import { ComingSoon } from '../../../components/coming-soon';

export function EvaluationsRoute() {
  return <ComingSoon title={M.EVALUATIONS_BY_COURSE} />;
}
