import { useModulesOf, useProgrammesOf } from '../../../lib/queries/programmes';

/**
 * A module and its programme, from the address's ids. There is no single-course call: the module is found among its
 * programme's modules, and the programme among its category's.
 */
export function useModuleOf(courseId: string, moduleId: string) {
  const modules = useModulesOf(courseId);
  const module = modules.data?.courses.find((course) => course._id === moduleId);
  const programmes = useProgrammesOf(module?.category?._id ?? '');
  const programme = programmes.data?.courses.find((course) => course._id === courseId);
  return {
    module,
    programme,
    isPending: modules.isPending,
    isError: modules.isError || programmes.isError,
    error: modules.error ?? programmes.error,
    refetch: () => (module ? Promise.all([modules.refetch(), programmes.refetch()]) : modules.refetch()),
  };
}
