import { campuses, type CampusOutput, COUNTRIES, LIMITS, M, regionsOf, RESOURCE_LIMITS } from '@edu/shared';
import { CrudFormDialog, namedOptions } from '../../../components/crud';
import { useCreateCampus } from '../api/create-campus';
import { useUpdateCampus } from '../api/update-campus';

const COUNTRY_OPTIONS = namedOptions(COUNTRIES.map((country) => country.name));

/** 'Nueva sede' / 'Actualizar sede' (02 §2.8, §5): name, country, department of that country and address. */
export function CampusDialog({ campus, onClose }: { campus?: CampusOutput; onClose: () => void }) {
  const create = useCreateCampus();
  const update = useUpdateCampus();
  return (
    <CrudFormDialog
      title={campus ? M.UPDATE_CAMPUS : M.NEW_CAMPUS}
      schema={campuses.campusForm}
      defaults={{
        name: campus?.name ?? '',
        country: campus?.country ?? '',
        department: campus?.department ?? '',
        address: campus?.address ?? '',
      }}
      fields={(form) => [
        { name: 'name', label: M.NAME_LABEL, required: true, autoFocus: true, maxLength: LIMITS.campusName },
        {
          kind: 'select',
          name: 'country',
          label: M.COUNTRY_LABEL,
          required: true,
          options: COUNTRY_OPTIONS,
          clears: ['department'],
        },
        {
          kind: 'select',
          name: 'department',
          label: M.DEPARTMENT_LABEL,
          required: true,
          options: namedOptions(regionsOf(form.watch('country') ?? '')),
          disabled: !form.watch('country'),
        },
        { name: 'address', label: M.ADDRESS_LABEL, required: true, maxLength: RESOURCE_LIMITS.campusAddress },
      ]}
      save={(values, done) =>
        campus ? update.mutate({ campus: campus._id, values }, done) : create.mutate(values, done)
      }
      busy={create.isPending || update.isPending}
      onClose={onClose}
    />
  );
}
