// One question a page (04 §4 `one_by_one`), served by the server (decision 0048): 'Anterior' and the numbered pages
// only without `block_return`; 'Siguiente' when `show_next`, and always under `block_return` (there is no other way on).
import { type AttemptView, M } from '@edu/shared';

interface QuestionNavProps {
  options: AttemptView['evaluation']['options'];
  page: NonNullable<AttemptView['page']>;
  busy: boolean;
  go: (index: number) => void;
}

export function QuestionNav({ options, page, busy, go }: QuestionNavProps) {
  const { index, total } = page;
  if (total < 2) return null;
  const next = index < total - 1 && (options.show_next || options.block_return);
  const previous = index > 0 && !options.block_return;
  const jumps = !options.block_return && !options.show_next;
  return (
    <nav className="st-question-nav" aria-label={M.QUESTIONS_NAV_LABEL}>
      {previous && (
        <button className="st-button-outline" type="button" disabled={busy} onClick={() => go(index - 1)}>
          {M.QUESTION_PREVIOUS}
        </button>
      )}
      {jumps &&
        Array.from({ length: total }, (_, i) => (
          <button
            // biome-ignore lint/suspicious/noArrayIndexKey: the pages are the places 1…n, nothing else identifies them
            key={i}
            className="st-button-outline st-jump"
            type="button"
            disabled={busy}
            aria-current={i === index ? 'step' : undefined}
            aria-label={M.questionNumberOf(i + 1, total)}
            onClick={() => go(i)}
          >
            {i + 1}
          </button>
        ))}
      {next && (
        <button className="st-button" type="button" disabled={busy} onClick={() => go(index + 1)}>
          {M.QUESTION_NEXT}
        </button>
      )}
    </nav>
  );
}
