import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';

/** The right panel's mode (02 §4), read from the address: .../{action}/{id}. */
export type PanelMode =
  | { kind: 'none' }
  | { kind: 'create' }
  | { kind: 'show' | 'update' | 'delete'; evaluationId: string };

const WITH_ID = ['show', 'update', 'delete'] as const;

/** Anything else in the address (an unknown action, a missing id) is no selection. */
export function panelModeOf(action: string | undefined, id: string | undefined): PanelMode {
  if (action === 'create' && !id) return { kind: 'create' };
  const kind = WITH_ID.find((known) => known === action);
  return kind && id ? { kind, evaluationId: id } : { kind: 'none' };
}

/**
 * Moves the panel to another mode by changing the address. A save or a delete replaces the entry, so that going back
 * does not reopen a form already sent or an evaluation already gone.
 */
export function usePanelNavigation(courseId: string, moduleId: string) {
  const navigate = useNavigate();
  const { evaluationActionOf, evaluationsModuleOf } = paths.coordinator;
  return {
    none: (replace = false) => navigate(evaluationsModuleOf(courseId, moduleId), { replace }),
    create: () => navigate(evaluationActionOf(courseId, moduleId, 'create')),
    show: (evaluationId: string, replace = false) =>
      navigate(evaluationActionOf(courseId, moduleId, 'show', evaluationId), { replace }),
    update: (evaluationId: string) => navigate(evaluationActionOf(courseId, moduleId, 'update', evaluationId)),
    remove: (evaluationId: string) => navigate(evaluationActionOf(courseId, moduleId, 'delete', evaluationId)),
  };
}
export type PanelNavigation = ReturnType<typeof usePanelNavigation>;
