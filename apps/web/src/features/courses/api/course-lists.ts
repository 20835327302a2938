import { courses } from '@edu/shared';
import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api';

export { useEntityId } from '../../../lib/session';

const listOf = (queryClient: QueryClient, name: string) =>
  queryClient.invalidateQueries({ queryKey: [courses.getCourses.service, name] });

/** A programme added, changed or removed: the course tables, the modules lists and the categories' counts. */
export const invalidateCourses = (queryClient: QueryClient) =>
  Promise.all([listOf(queryClient, courses.getCourses.name), listOf(queryClient, courses.getCategories.name)]);

export const invalidateCategories = (queryClient: QueryClient) => listOf(queryClient, courses.getCategories.name);

/** A refusal the server explains (a 4xx: taken name, a category that still holds courses…); else the fallback. */
export const reasonOf = (error: unknown, fallback: string): string =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401
    ? error.message
    : fallback;
