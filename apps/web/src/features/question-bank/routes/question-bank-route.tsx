import { M } from '@edu/shared';
import { ComingSoon } from '../../../components/coming-soon';

export function QuestionBankRoute() {
  return <ComingSoon title={M.QUESTION_BANK} />;
}
