import { entities, type FONTS, M } from '@edu/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { call } from '../../../lib/api';

export interface Appearance {
  entity_id: string;
  bg_sidebar?: string;
  bg_buttons?: string;
  font_color?: string;
  font?: (typeof FONTS)[number];
}

/** The settings' theme and font (02 §2.10): saved with updateEntity; the running shell takes the new look at once. */
export function useUpdateAppearance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: Appearance) => call(entities.updateEntity, values),
    onSuccess: () => {
      toast.success(M.APPEARANCE_UPDATED);
      const service = entities.getEntity.service;
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: [service, entities.getEntity.name] }),
        queryClient.invalidateQueries({ queryKey: [service, entities.userIsInEntitiesAdmin.name] }),
      ]);
    },
    onError: () => toast.error(M.APPEARANCE_FAILED),
  });
}
