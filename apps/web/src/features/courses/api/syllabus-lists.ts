import { courses } from '@edu/shared';
import type { QueryClient } from '@tanstack/react-query';

export const invalidateItems = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: [courses.getItems.service, courses.getItems.name] });
