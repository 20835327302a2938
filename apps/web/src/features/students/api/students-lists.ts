import { certificates, invitations, students, users } from '@edu/shared';
import { useCanCall } from '../../../lib/can-call';

export { useEntityId } from '../../../lib/session';

/**
 * What the caller's roles in the entity allow beyond reading and enrolling (03 §2), each from the contract the action
 * calls: the counter and the admins create and delete students and issue certificates; a coordinador does not.
 */
export function useStudentPermissions() {
  const may = useCanCall();
  return {
    /** 'Generar' */
    canCertify: may(certificates.generateCertificate_2),
    /** 'Enviar' */
    canSendCertificate: may(certificates.sendCertificate),
    /** 'Agregar manualmente' */
    canCreateStudents: may(users.createUser),
    /** the delete button of the 'Alumnos' table */
    canRemoveStudents: may(users.deleteUserByEntity),
  };
}

/** An enrolment added or removed: the enrolled-students tables and the students' modules. */
export const ENROLMENT_LISTS = [students.getUsersByScheduled, students.getCourseModules_byUser];

/** A student created, assigned, invited or removed: the 'Alumnos' table, the invitations and the e-mail searches. */
export const ENTITY_STUDENT_LISTS = [users.getUsersByEntity, users.searchUserByEntity, invitations.getInvitations];
