import { M, materials } from '@edu/shared';
import { z } from 'zod';

/** The fields of 'Subir material de clases' and 'Editar material de clases' (02 §5), as the form holds them. */
export interface RepositoryFormValues {
  title: string;
  description: string;
  category: string;
  type: 'file' | 'url';
  url: string;
  name_file: string;
  price: string;
  state: 'public' | 'private';
}

/** The upload: the shared material form plus the repository's category. */
export const addRepositoryForm = materials.materialForm.safeExtend({
  category: z.string({ error: M.FIELD_REQUIRED }).trim().min(1, M.FIELD_REQUIRED),
});

/** The edit: the shared edit form as it is (the category is an id there). */
export const editRepositoryForm = materials.materialEditForm;

export const EMPTY_FORM: RepositoryFormValues = {
  title: '',
  description: '',
  category: '',
  type: 'file',
  url: '',
  name_file: '',
  price: '',
  state: 'private',
};
