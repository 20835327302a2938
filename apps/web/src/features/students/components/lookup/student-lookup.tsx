import { M, users } from '@edu/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { fieldProps } from '../../../../components/form-field';
import { TextInput } from '../../../../components/text-input';
import { useAssignUserToEntity } from '../../api/assign-user-to-entity';
import { useSearchUserByEntity } from '../../api/search-user-by-entity';
import { useStudentPermissions } from '../../api/students-lists';
import { OtherPerson } from './other-person';
import type { Person } from './person';
import { StudentForm } from './student-form';

const searchForm = z.object({ email: users.searchUserByEntity.input.shape.email });
type SearchInput = z.input<typeof searchForm>;
type SearchOutput = z.output<typeof searchForm>;

interface StudentLookupProps {
  /** a person has just joined the entity: created by the manual form or added from another entity (02 §3) */
  onAdded: (person: Person) => void;
  /** shown under the 'already in the entity' message, for a person already in the entity */
  memberSlot?: (person: Person) => ReactNode;
}

/**
 * The student search modal's five steps (02 §2.11): 1 search by e-mail; 2 not found, offer to add manually; 3 the
 * manual form ('Regresar' goes back to 2); 4 already in the entity; 5 in another entity, 'Agregar' as estudiante: a
 * person with an account elsewhere is invited, and joins when they accept (docs/decisions/0028).
 */
export function StudentLookup({ onAdded, memberSlot }: StudentLookupProps) {
  const { canCreateStudents } = useStudentPermissions();
  const [email, setEmail] = useState('');
  const [isCreating, setCreating] = useState(false);
  const [invited, setInvited] = useState<string | null>(null);
  const search = useSearchUserByEntity(email);
  const assign = useAssignUserToEntity();
  const form = useForm<SearchInput, unknown, SearchOutput>({
    resolver: zodResolver(searchForm),
    defaultValues: { email: '' },
  });
  const submit = form.handleSubmit((values) => {
    setInvited(null);
    setEmail(values.email);
    if (values.email === email) search.refetch();
  });

  if (isCreating) return <StudentForm email={email} onBack={() => setCreating(false)} onCreated={onAdded} />;
  const found = search.data && !search.isFetching ? search.data : null;
  const person = found?.user ?? null;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box
        component="form"
        role="search"
        noValidate
        onSubmit={submit}
        sx={{ display: 'flex', gap: 1, alignItems: 'start' }}
      >
        <TextInput
          label={M.STUDENT_EMAIL_LABEL}
          type="email"
          autoFocus
          autoComplete="off"
          {...fieldProps(form, 'email')}
        />
        <Button type="submit" variant="contained" startIcon={<SearchIcon />} sx={{ mt: 1 }}>
          {M.SEARCH}
        </Button>
      </Box>
      {search.isFetching && <LinearProgress aria-label={M.LOADING} />}
      {search.isError && !search.isFetching && <Alert severity="error">{M.ERROR_OCCURRED}</Alert>}
      {found && !found.userExists && (
        <Alert
          severity="info"
          action={
            canCreateStudents && (
              <Button color="inherit" size="small" onClick={() => setCreating(true)}>
                {M.ADD_MANUALLY}
              </Button>
            )
          }
        >
          {M.STUDENT_NOT_FOUND_ADD}
        </Alert>
      )}
      {found?.userExistsInEntity && person?._id && (
        <>
          <Alert severity="info">{M.studentAlreadyInEntity(person.email)}</Alert>
          {memberSlot?.({ ...person, _id: person._id })}
        </>
      )}
      {found?.userExists && !found.userExistsInEntity && person && (
        <OtherPerson
          person={person}
          isPending={found.invitationPending}
          isAdding={assign.isPending}
          invited={invited}
          onAdd={() =>
            // a member is added by id; anyone else is invited by the e-mail typed (their id is not told)
            assign.mutate(person._id ? { user: person._id } : { email }, {
              onSuccess: (answer) => {
                if (answer.user) onAdded(answer.user);
                else setInvited(answer.message);
              },
            })
          }
        />
      )}
    </Box>
  );
}
