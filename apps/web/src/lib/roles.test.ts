import { describe, expect, it } from 'vitest';
import { areaRootOf, landingOf, mainRoleOf, roleOptions } from './roles';

describe('the teacher among the staff roles (04 §2.3)', () => {
  it('is the main role only of a person who holds no other staff role', () => {
    expect(mainRoleOf(['docente'])).toBe('docente');
    expect(mainRoleOf(['docente', 'coordinador'])).toBe('coordinador');
    expect(mainRoleOf(['docente', 'estudiante'])).toBe('docente');
    expect(mainRoleOf(['estudiante'])).toBeNull();
  });
  it('is offered by the role switcher where it is held, after the staff roles and before the student area', () => {
    expect(roleOptions(['docente'])).toEqual(['docente']);
    expect(roleOptions(['coordinador', 'docente', 'estudiante'])).toEqual(['coordinador', 'docente', 'estudiante']);
    expect(roleOptions(['admin'])).toEqual(['admin', 'counter', 'coordinador']);
  });
  it("lands on the teacher's courses", () => {
    expect(landingOf('docente')).toBe('/dashboard/teacher/courses');
    expect(areaRootOf('docente')).toBe('/dashboard/teacher');
  });
});
