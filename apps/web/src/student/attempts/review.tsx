// A submitted attempt reviewed once the evaluation has closed (04 §4 'Grading'): each question with the student's
// answer, the right alternatives, the points it got (or that a teacher has still to grade it) and the teacher's
// comment. The server sends `correct`, `points` and `comment` only after closing (decision 0036).
import { type AttemptView, M } from '@edu/shared';

type Question = AttemptView['questions'][number];
type Answer = AttemptView['answers'][number];

function ChosenAlternatives({ question, answer }: { question: Question; answer: Answer | undefined }) {
  const chosen = Array.isArray(answer?.value) ? answer.value : answer?.value ? [answer.value] : [];
  return (
    <ul className="st-plain">
      {question.alternatives.map((alt) => (
        <li key={alt._id}>
          {alt.value}
          {alt.correct && (
            <>
              {' '}
              <span className="st-badge" data-state="success">
                {M.REVIEW_CORRECT}
              </span>
            </>
          )}
          {chosen.includes(alt._id) && (
            <>
              {' '}
              <span className="st-badge" data-state={alt.correct ? 'success' : 'rejected'}>
                {M.REVIEW_CHOSEN}
              </span>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}

function WrittenAnswer({ answer }: { answer: Answer | undefined }) {
  if (answer?.file)
    return (
      <p>
        {M.REVIEW_YOUR_ANSWER}:{' '}
        <a className="st-link" href={answer.file.url} target="_blank" rel="noreferrer">
          {answer.file.name}
        </a>
      </p>
    );
  const text = typeof answer?.value === 'string' ? answer.value : '';
  return (
    <>
      <p className="st-label">{M.REVIEW_YOUR_ANSWER}</p>
      <p className="st-written">{text || M.REVIEW_NO_ANSWER}</p>
    </>
  );
}

function ReviewedQuestion({ question: q, answer }: { question: Question; answer: Answer | undefined }) {
  const points = answer?.points;
  const choice = q.alternatives.length > 0;
  return (
    <section className="st-card st-card-body st-question" aria-label={q.title}>
      <h3 className="st-question-title">
        {q.title} <span className="st-muted">({M.questionPoints(q.points)})</span>
      </h3>
      <div
        className="st-statement"
        // the server keeps only text formatting and http(s) links of a statement (decision 0019)
        // biome-ignore lint/security/noDangerouslySetInnerHtml: only the server's sanitised HTML is rendered
        dangerouslySetInnerHTML={{ __html: q.question }}
      />
      {choice ? <ChosenAlternatives question={q} answer={answer} /> : <WrittenAnswer answer={answer} />}
      {choice && !answer && <p>{M.REVIEW_NO_ANSWER}</p>}
      <p className="st-grade">
        {points === null && answer ? M.REVIEW_WAITING_TEACHER : M.reviewPoints(points ?? 0, q.points)}
      </p>
      {answer?.comment && (
        <div className="st-comment">
          <p className="st-label">{M.REVIEW_TEACHER_COMMENT}</p>
          <p className="st-written">{answer.comment}</p>
        </div>
      )}
    </section>
  );
}

export function AttemptReview({ view }: { view: AttemptView }) {
  const answers = new Map(view.answers.map((a) => [a.question_id, a]));
  return (
    <section className="st-stack" aria-labelledby="attempt-review">
      <h2 className="st-subtitle" id="attempt-review">
        {M.reviewTitle(view.attempt.number)}
      </h2>
      {view.attempt.grade !== null && <p className="st-grade">{M.attemptGradeOf(view.attempt.grade)}</p>}
      {view.questions.map((q) => (
        <ReviewedQuestion key={q._id} question={q} answer={answers.get(q._id)} />
      ))}
    </section>
  );
}
