import { type Input, statements } from '@edu/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryOf } from '../../../lib/api';

export type MovementsInput = Input<typeof statements.getMovements>;

/** One page of an account's movements, the latest first, with the screen's filters. */
export const useMovements = (input: MovementsInput) =>
  useQuery({ ...queryOf(statements.getMovements, input), placeholderData: keepPreviousData });
