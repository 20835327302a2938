import { entities } from '@edu/shared';
import { useQuery } from '@tanstack/react-query';
import { queryOf } from '../../../lib/api';

/** Every live entity, for the superadmin's card list (01 §2). */
export const entitiesQuery = () => queryOf(entities.getEntities, {});

export const useEntities = () => useQuery(entitiesQuery());
