import { entities, type Input, M } from '@edu/shared';
import { call, useApiMutation } from '../../../lib/api';

export type MyEntityValues = Pick<
  Input<typeof entities.updateEntity>,
  | 'entity_id'
  | 'entity_name'
  | 'description'
  | 'bg_sidebar'
  | 'bg_buttons'
  | 'font_color'
  | 'passing_mark'
  | 'certificate_rule'
>;

export interface MyEntityImages {
  logo: File | null;
  portrait: File | null;
}

/** 'Editar' of 'Mi Entidad': multipart, only the images picked anew; the shell's branding follows at once. */
export function useUpdateMyEntity() {
  return useApiMutation({
    mutationFn: ({ values, images }: { values: MyEntityValues; images: MyEntityImages }) =>
      call(entities.updateEntity, values, { files: { ...images } }),
    success: M.ENTITY_UPDATED,
    explains: [],
    invalidates: [entities.getEntity, entities.userIsInEntitiesAdmin],
  });
}
