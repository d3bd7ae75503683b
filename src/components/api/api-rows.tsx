import type { MemberHistory } from '@/engine/api-history/types';
import type { ApiClass, ApiDescriptions, ApiProp, ApiSlot } from '@/engine/api-reference/types';
import styles from './api-page.module.css';
import { ApiTypeView, SignatureView } from './api-type';
import type { TypeLinks } from './linked-type';
import { PlanBadge } from '@/components/layout/chips';
import { markdownToHtml } from './markdown-to-html';
import { SinceMarks } from './since-marks';
import type { Translate } from '@/engine/shared/i18n/translate';

type T = Translate;

function Html({ markdown }: { markdown?: string }) {
  if (!markdown) return null;
  return <div className={styles.prose} dangerouslySetInnerHTML={{ __html: markdownToHtml(markdown) }} />;
}

/**
 * Row heading with a link to its own anchor, and a "Copy link" button that copies the
 * row's absolute URL. The button is plain HTML: one island (CopyRowLinks) handles them all. Its
 * icon is drawn by CSS (a mask), not an inline SVG: a DataGrid page has some 460 rows, and 460
 * copies of the path were 165 KB of HTML and as much again in the page's payload.
 */
function Anchor({ id, name, t, children }: { id: string; name: string; t: T; children: React.ReactNode }) {
  const label = `${t('api-docs.copyLink')}: ${name}`;
  return (
    <>
      <a href={`#${id}`} className={styles.anchor}>
        {children}
      </a>
      <button
        type="button"
        className={styles.copyLink}
        data-copy-link={id}
        aria-label={label}
        title={label}
      />
    </>
  );
}

export function PropRow({
  prop,
  id,
  descriptions,
  t,
  links,
  history,
}: {
  prop: ApiProp;
  id: string;
  descriptions: ApiDescriptions;
  t: T;
  /** Interface pages the type's names link to. */
  links?: TypeLinks;
  /** When the prop appeared, was deprecated, removed or changed its default (8.x and 9.x). */
  history?: MemberHistory;
}) {
  const undocumented = !descriptions.props?.[prop.name]?.trim();
  const deprecation = descriptions.deprecated?.[prop.name];
  // `(count: number) => void` says no more than its signature below; a named type such as
  // `GridEventListener<'rowClick'>` keeps its row, since the name is worth having.
  const onlySignature =
    Boolean(prop.type.signature) && !prop.type.alias && prop.type.text.trim().startsWith('(');
  return (
    <tr
      id={id}
      data-name={prop.name}
      data-undocumented={undocumented || undefined}
      data-added={history?.a}
      data-removed={history?.r}
      className={prop.deprecated ? styles.deprecatedRow : undefined}
    >
      <th scope="row" data-label={t('api-docs.name')}>
        <Anchor id={id} name={prop.name} t={t}>
          <code className={prop.deprecated ? styles.struck : undefined}>{prop.name}</code>
        </Anchor>
        {prop.required && (
          <span className={styles.required} title={t('api-docs.required')}>
            *<span className={styles.visuallyHidden}> {t('api-docs.required')}</span>
          </span>
        )}
        {prop.plan && <PlanBadge plan={prop.plan} label={t(`plan.${prop.plan}`)} />}
        {prop.deprecated && <span className={styles.deprecatedChip}>{t('api-docs.deprecated')}</span>}
        {undocumented && <span className={styles.undocumentedChip}>{t('api-docs.undocumented')}</span>}
        <SinceMarks history={history} t={t} />
        {/* Type and default under the name: the table fits its column without a wide type column. */}
        <dl className={styles.meta}>
          {onlySignature ? null : (
            <>
              <dt>{t('api-docs.type')}</dt>
              <dd>
                <ApiTypeView type={prop.type} links={links} />
              </dd>
            </>
          )}
          {prop.type.signature ? (
            <>
              <dt>{t('api-docs.signature')}</dt>
              <dd>
                <SignatureView signature={prop.type.signature} links={links} />
              </dd>
            </>
          ) : null}
          {prop.default ? (
            <>
              <dt>{t('api-docs.default')}</dt>
              <dd>
                <code
                  className={styles.type}
                  data-default-changes={history?.def ? JSON.stringify(history.def) : undefined}
                >
                  {prop.default}
                </code>
              </dd>
            </>
          ) : null}
        </dl>
      </th>
      <td data-label={t('api-docs.description')}>
        {prop.deprecated && deprecation ? (
          <Html markdown={`**${t('api-docs.deprecated')}:** ${deprecation}`} />
        ) : null}
        <Html markdown={descriptions.props?.[prop.name]} />
      </td>
    </tr>
  );
}

interface RowHistory {
  descriptions: ApiDescriptions;
  t: T;
  history?: MemberHistory;
}

export function SlotRow({ slot, descriptions, t, history }: RowHistory & { slot: ApiSlot }) {
  const id = `slot-${slot.name}`;
  return (
    <tr id={id} data-name={slot.name} data-added={history?.a} data-removed={history?.r}>
      <th scope="row" data-label={t('api-docs.name')}>
        <Anchor id={id} name={slot.name} t={t}>
          <code>{slot.name}</code>
        </Anchor>
        <SinceMarks history={history} t={t} />
      </th>
      <td data-label={t('api-docs.default')}>
        {slot.default ? <code className={styles.type}>{slot.default}</code> : null}
      </td>
      <td data-label={t('api-docs.description')}>
        <Html markdown={descriptions.slots?.[slot.name]} />
      </td>
    </tr>
  );
}

export function ClassRow({ item, descriptions, t, history }: RowHistory & { item: ApiClass }) {
  const id = `classes-${item.key}`;
  return (
    <tr id={id} data-name={item.key} data-added={history?.a} data-removed={history?.r}>
      <th scope="row" data-label={t('api-docs.name')}>
        <Anchor id={id} name={item.className} t={t}>
          <code>.{item.className}</code>
        </Anchor>
        <span className={styles.classKey}>{item.key}</span>
        <SinceMarks history={history} t={t} />
      </th>
      <td data-label={t('api-docs.description')}>
        <Html markdown={descriptions.classes?.[item.key]} />
      </td>
    </tr>
  );
}

export { Html };
