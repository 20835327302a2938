import { entities, type Input, M } from '@edu/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { call } from '../../../lib/api';

export type MyEntityValues = Pick<
  Input<typeof entities.updateEntity>,
  'entity_id' | 'entity_name' | 'description' | 'bg_sidebar' | 'bg_buttons' | 'font_color'
>;

export interface MyEntityImages {
  logo: File | null;
  portrait: File | null;
}

/** 'Editar' of 'Mi Entidad': multipart, only the images picked anew; the shell's branding follows at once. */
export function useUpdateMyEntity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ values, images }: { values: MyEntityValues; images: MyEntityImages }) =>
      call(entities.updateEntity, values, { files: { ...images } }),
    onSuccess: () => {
      toast.success(M.ENTITY_UPDATED);
      const service = entities.getEntity.service;
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: [service, entities.getEntity.name] }),
        queryClient.invalidateQueries({ queryKey: [service, entities.userIsInEntitiesAdmin.name] }),
      ]);
    },
    onError: () => toast.error(M.ERROR_OCCURRED),
  });
}
