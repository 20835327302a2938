// 'Configuración de promedios' of a programme (02 §2.4).
import { M } from '@edu/shared';
import { PracticesTable } from '../components/weights/practices-table';
import { ProgrammeView } from '../components/shared/programme-view';

export function WeightsRoute() {
  return (
    <ProgrammeView title={M.WEIGHTS_CONFIG}>{(programme) => <PracticesTable programme={programme} />}</ProgrammeView>
  );
}
