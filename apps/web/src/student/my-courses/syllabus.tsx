import { M } from '@edu/shared';

/** A module's 'Temario', folded: its topics in order (the catalogue's course page, and the student's own course). */
export function Syllabus({ topics }: { topics: readonly { _id: string; title: string }[] }) {
  if (topics.length === 0) return null;
  return (
    <details>
      <summary>{M.COURSE_SYLLABUS}</summary>
      <ul>
        {topics.map((t) => (
          <li key={t._id}>{t.title}</li>
        ))}
      </ul>
    </details>
  );
}
