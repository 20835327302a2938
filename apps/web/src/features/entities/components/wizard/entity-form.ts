import { COLORS, entities, type EntityOutput, type users } from '@edu/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';

export type EntityFormInput = z.input<typeof entities.entityForm>;
export type EntityFormValues = z.output<typeof entities.entityForm>;

const EMPTY: EntityFormInput = {
  entity_name: '',
  entity_type: 'b2b',
  domain: '',
  description: '',
  ...COLORS.entityDefault,
};

/** The configuration page of both wizards, checked with the server's own schema; an existing entity fills it in. */
export function useEntityForm(entity?: EntityOutput) {
  const defaults: EntityFormInput = entity
    ? {
        entity_name: entity.entity_name,
        entity_type: entity.entity_type,
        domain: entity.domain,
        description: entity.description,
        ...entity.customize.colors,
      }
    : EMPTY;
  return useForm<EntityFormInput, unknown, EntityFormValues>({
    resolver: zodResolver(entities.entityForm),
    defaultValues: defaults,
    mode: 'onTouched',
  });
}

export type EntityForm = ReturnType<typeof useEntityForm>;

/** The admin picked in a wizard: an id with the name and e-mail the summary shows. */
export interface PickedAdmin {
  _id: string;
  name: string;
  lastname: string;
  email: string;
  /** 'Agregar admin' of the new-entity wizard: the account to create at 'Finalizar' (no _id yet) */
  draft?: z.output<typeof users.newAdminInput>;
}
