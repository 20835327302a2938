import { type Input, receipts } from '@edu/shared';
import { call, useApiMutation } from '../../../lib/api';
import { useEntityId } from '../../../lib/session';

export type TreatmentChoice = Input<typeof receipts.updateProgrammeTreatment>['tax_treatment'];

/** One programme's tax treatment, or 'default' for the entity's. */
export function useUpdateProgrammeTreatment() {
  const entityId = useEntityId();
  return useApiMutation({
    mutationFn: ({ courseId, treatment }: { courseId: string; treatment: TreatmentChoice }) =>
      call(receipts.updateProgrammeTreatment, { entity_id: entityId, course_id: courseId, tax_treatment: treatment }),
    success: (data) => data.message,
    invalidates: [receipts.getFiscalSettings],
  });
}
