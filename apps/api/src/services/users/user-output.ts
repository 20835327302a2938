import type { UserOutput } from '@edu/shared';
import type { Storage } from '../../storage/storage.js';
import type { UserRow } from './users.queries.js';

export function toUserOutput(row: UserRow, storage: Storage, roles: { _id: string; rol: string }[] = []): UserOutput {
  return {
    _id: row.id,
    email: row.email,
    rol: row.rol,
    name: row.name,
    lastname: row.lastname,
    dni: row.dni,
    phone: row.phone,
    birthdate: row.birthdate,
    address: row.address,
    username: row.username,
    photo: row.photo ? storage.urlOf(row.photo) : null,
    genre: row.genre,
    place_of_birth: row.place_of_birth,
    cv_url: row.cv_url,
    linkedin_url: row.linkedin_url,
    description: row.description,
    documentType: row.document_type,
    applied_for: row.applied_for,
    register: row.register,
    created_at: new Date(row.created_at).toISOString(),
    roles,
  };
}
