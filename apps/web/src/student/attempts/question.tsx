// One question of an attempt as a fieldset (04 §4): its statement (the server's sanitised HTML), its points, the
// answer's control by type, and whether the answer is saved.
import { ANSWER_FILE_ACCEPT, ANSWER_LIMITS, type AttemptView, M } from '@edu/shared';
import { type ChangeEvent, useId } from 'react';
import type { AnswerValue, SaveState } from './use-answers';

type Question = AttemptView['questions'][number];

export interface QuestionProps {
  question: Question;
  /** 'Pregunta 1 de 3' when the evaluation shows it */
  numbered?: string;
  answer: AnswerValue | undefined;
  save: SaveState | undefined;
  choose: (questionId: string, answer: string | string[]) => void;
  write: (questionId: string, text: string) => void;
  flush: (questionId: string) => void;
  attach: (questionId: string, file: File) => void;
  /** a picked file the server would refuse (its type), told before sending */
  refuse: (questionId: string, message: string) => void;
}

function SaveLine({ save }: { save: SaveState | undefined }) {
  if (!save || save.state === 'idle') return <p className="st-save" role="status" />;
  if (save.state === 'failed')
    return (
      <p className="st-error" role="alert">
        {save.message}
      </p>
    );
  if (save.state === 'saved')
    return (
      <p className="st-save" role="status" data-saved="">
        {M.ANSWER_SAVED}
      </p>
    );
  return (
    <div className="st-save" role="status">
      {save.percent !== undefined ? (
        <>
          <progress max={100} value={save.percent} aria-label={M.ANSWER_UPLOADING} />{' '}
          {M.answerUploadingPercent(save.percent)}
        </>
      ) : (
        M.ANSWER_SAVING
      )}
    </div>
  );
}

const FILE_EXTENSIONS = ANSWER_FILE_ACCEPT.split(',');
const fileAccepted = (file: File) => FILE_EXTENSIONS.some((ext) => file.name.toLowerCase().endsWith(ext));

function AnswerControl(props: QuestionProps) {
  const { question: q, answer, choose, write, flush, attach, refuse } = props;
  const id = useId();
  if (q.type === 'unique' || q.type === 'boolean' || q.type === 'multiple') {
    const multiple = q.type === 'multiple';
    const chosen = Array.isArray(answer) ? answer : typeof answer === 'string' ? [answer] : [];
    const toggle = (alternative: string, on: boolean) =>
      choose(q._id, multiple ? (on ? [...chosen, alternative] : chosen.filter((x) => x !== alternative)) : alternative);
    return (
      <div className="st-alternatives">
        {q.alternatives.map((alt) => (
          <label key={alt._id} className="st-option">
            <input
              type={multiple ? 'checkbox' : 'radio'}
              name={q._id}
              value={alt._id}
              checked={chosen.includes(alt._id)}
              onChange={(e) => toggle(alt._id, e.target.checked)}
            />
            <span>{alt.value}</span>
          </label>
        ))}
      </div>
    );
  }
  if (q.type === 'file') {
    const pick = (event: ChangeEvent<HTMLInputElement>) => {
      const file = event.target.files?.[0];
      event.target.value = '';
      if (!file) return;
      if (fileAccepted(file)) attach(q._id, file);
      else refuse(q._id, M.ANSWER_FILE_TYPES);
    };
    return (
      <div className="st-field">
        <span className="st-label" id={`${id}-label`}>
          {M.ANSWER_FILE_LABEL}
        </span>
        <input
          className="st-file"
          id={id}
          type="file"
          accept={ANSWER_FILE_ACCEPT}
          aria-labelledby={`${id}-label`}
          onChange={pick}
        />
        <label className="st-button-outline" htmlFor={id}>
          {M.ANSWER_FILE_PICK}
        </label>
        {answer && typeof answer === 'object' && !Array.isArray(answer) && <p>{M.answerFileSent(answer.file)}</p>}
      </div>
    );
  }
  const large = q.type === 'large';
  const text = typeof answer === 'string' ? answer : '';
  const common = {
    id,
    className: 'st-input',
    value: text,
    maxLength: large ? ANSWER_LIMITS.large : ANSWER_LIMITS.short,
    onBlur: () => flush(q._id),
  };
  return (
    <div className="st-field">
      <label className="st-label" htmlFor={id}>
        {large ? M.ANSWER_LARGE_LABEL : M.ANSWER_SHORT_LABEL}
      </label>
      {large ? (
        <textarea {...common} rows={8} onChange={(e) => write(q._id, e.target.value)} />
      ) : (
        <input {...common} type="text" autoComplete="off" onChange={(e) => write(q._id, e.target.value)} />
      )}
    </div>
  );
}

export function QuestionCard(props: QuestionProps) {
  const { question: q, numbered, save } = props;
  const id = useId();
  return (
    <fieldset className="st-card st-card-body st-question" aria-describedby={`${id}-statement`}>
      <legend className="st-question-title">
        {numbered && <span className="st-question-number">{numbered}</span>}
        {q.title} <span className="st-muted">({M.questionPoints(q.points)})</span>
      </legend>
      <div
        className="st-statement"
        id={`${id}-statement`}
        // the server keeps only text formatting and http(s) links of a statement (decision 0019)
        // biome-ignore lint/security/noDangerouslySetInnerHtml: only the server's sanitised HTML is rendered
        dangerouslySetInnerHTML={{ __html: q.question }}
      />
      <AnswerControl {...props} />
      <SaveLine save={save} />
    </fieldset>
  );
}
