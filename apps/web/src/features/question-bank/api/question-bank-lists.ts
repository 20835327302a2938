import { evaluations, M } from '@edu/shared';
import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api';

export { useEntityId } from '../../../lib/session';

/** The module's bank as the page lists it, and as the evaluation form's picker lists it (getQuestions). */
export const invalidateQuestionBank = (queryClient: QueryClient) =>
  Promise.all(
    [evaluations.getQuestionBank, evaluations.getQuestions].map((def) =>
      queryClient.invalidateQueries({ queryKey: [def.service, def.name] }),
    ),
  );

/** A refusal the server explains in Spanish (400: a rule of the form; 409: the question is in an evaluation). */
export const reasonOf = (error: unknown): string =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401
    ? error.message
    : M.ERROR_OCCURRED;
