import { entities, type FONTS, M } from '@edu/shared';
import { call, useApiMutation } from '../../../lib/api';

export interface Appearance {
  entity_id: string;
  bg_sidebar?: string;
  bg_buttons?: string;
  font_color?: string;
  font?: (typeof FONTS)[number];
}

/** The settings' theme and font (02 §2.10): saved with updateEntity; the running shell takes the new look at once. */
export function useUpdateAppearance() {
  return useApiMutation({
    mutationFn: (values: Appearance) => call(entities.updateEntity, values),
    success: M.APPEARANCE_UPDATED,
    failure: M.APPEARANCE_FAILED,
    explains: [],
    invalidates: [entities.getEntity, entities.userIsInEntitiesAdmin],
  });
}
