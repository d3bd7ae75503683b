import type { Lang } from '@/engine/shared/paths';
import { PageFeedback as PageFeedbackClient } from './page-feedback.client';
import type { Translate } from '@/engine/shared/i18n/translate';

const KEYS = [
  'question',
  'yes',
  'no',
  'commentLabel',
  'commentPlaceholder',
  'submit',
  'sending',
  'thanks',
  'error',
] as const;

/** The feedback box at the foot of a docs page; the labels are resolved here, on the server. */
export function PageFeedback(props: { path: string; lang: Lang; version: string; t: Translate }) {
  const { t, ...rest } = props;
  const labels = Object.fromEntries(KEYS.map((key) => [key, t(`feedback.${key}`)])) as Record<
    (typeof KEYS)[number],
    string
  >;
  return <PageFeedbackClient {...rest} labels={labels} />;
}
