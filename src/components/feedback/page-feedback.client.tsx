'use client';
import { useId, useState, type FormEvent } from 'react';
import type { Lang } from '@/engine/shared/paths';
import { FEEDBACK_COMMENT_MAX_LENGTH } from '@/engine/shared/feedback/limits';
import styles from './page-feedback.module.css';

/** Texts of the feedback box, translated on the server. */
export interface FeedbackLabels {
  question: string;
  yes: string;
  no: string;
  commentLabel: string;
  commentPlaceholder: string;
  submit: string;
  sending: string;
  thanks: string;
  error: string;
}

/** Where the feedback is sent; the endpoint is a route handler of this site. */
export const FEEDBACK_ENDPOINT = '/api/feedback';

type Step = 'ask' | 'comment' | 'sending' | 'done';

async function send(payload: unknown): Promise<boolean> {
  // The shared schema loads only when someone actually submits.
  const { feedbackSchema } = await import('@/engine/shared/feedback/schema');
  if (!feedbackSchema.safeParse(payload).success) return false;
  const response = await fetch(FEEDBACK_ENDPOINT, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(payload),
  });
  return response.ok;
}

/** "Was this page helpful?", then an optional comment, then thanks. */
export function PageFeedback(props: { path: string; lang: Lang; version: string; labels: FeedbackLabels }) {
  const { path, lang, version, labels } = props;
  const [step, setStep] = useState<Step>('ask');
  const [rating, setRating] = useState<'yes' | 'no'>();
  const [comment, setComment] = useState('');
  const [failed, setFailed] = useState(false);
  const commentId = useId();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!rating) return;
    setStep('sending');
    setFailed(false);
    const ok = await send({ path, lang, rating, version, comment: comment || undefined }).catch(() => false);
    // On failure the form comes back with the comment still in it.
    setStep(ok ? 'done' : 'comment');
    setFailed(!ok);
  };

  if (step === 'done') {
    return (
      <section className={styles.box} data-testid="page-feedback" aria-live="polite">
        <p className={styles.thanks}>{labels.thanks}</p>
      </section>
    );
  }
  return (
    <section className={styles.box} data-testid="page-feedback" aria-label={labels.question}>
      <div className={styles.row} role="group" aria-label={labels.question}>
        <span className={styles.question}>{labels.question}</span>
        {(['yes', 'no'] as const).map((value) => (
          <button
            key={value}
            type="button"
            className={styles.choice}
            aria-pressed={rating === value}
            onClick={() => {
              setRating(value);
              if (step === 'ask') setStep('comment');
            }}
          >
            {labels[value]}
          </button>
        ))}
      </div>
      {step !== 'ask' && (
        <form className={styles.form} onSubmit={onSubmit}>
          <label htmlFor={commentId}>{labels.commentLabel}</label>
          <textarea
            id={commentId}
            value={comment}
            maxLength={FEEDBACK_COMMENT_MAX_LENGTH}
            rows={3}
            placeholder={labels.commentPlaceholder}
            onChange={(event) => setComment(event.target.value)}
          />
          <div className={styles.actions}>
            <button type="submit" className={styles.submit} disabled={step === 'sending'}>
              {step === 'sending' ? labels.sending : labels.submit}
            </button>
            <p className={styles.error} role="alert">
              {failed ? labels.error : ''}
            </p>
          </div>
        </form>
      )}
    </section>
  );
}
