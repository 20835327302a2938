import { COURSE_ALIASES, M } from '@edu/shared';
import type { Ref } from 'react';
import { useProgrammesOf } from '../../../../lib/queries/programmes';
import { BrowserColumn } from './browser-column';
import { SelectableItem } from '../../../../components/selectable-item';

interface CourseColumnProps {
  categoryId: string | null;
  selectedId: string | null;
  onSelect: (courseId: string) => void;
  ref?: Ref<HTMLElement>;
}

/** The programmes (alias 'programa' only) of the chosen category. */
export function CourseColumn({ categoryId, selectedId, onSelect, ref }: CourseColumnProps) {
  const programmes = useProgrammesOf(categoryId ?? '');
  const list = (programmes.data?.courses ?? []).filter((course) => course.alias === COURSE_ALIASES.main);
  const emptyText = !categoryId
    ? M.SELECT_CATEGORY
    : programmes.isError
      ? M.ERROR_OCCURRED
      : list.length === 0
        ? M.NO_COURSES
        : null;

  return (
    <BrowserColumn
      ref={ref}
      title={M.MENU_COURSES}
      isLoading={Boolean(categoryId) && programmes.isPending}
      emptyText={emptyText}
    >
      {list.map((course) => (
        <SelectableItem
          key={course._id}
          selected={course._id === selectedId}
          onSelect={() => onSelect(course._id)}
          primary={course.name}
        />
      ))}
    </BrowserColumn>
  );
}
