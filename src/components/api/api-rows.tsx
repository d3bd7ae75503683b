import type { ApiClass, ApiDescriptions, ApiProp, ApiSlot } from '@/engine/api-reference/types';
import styles from './api-page.module.css';
import { ApiTypeView } from './api-type';
import { markdownToHtml } from './markdown-to-html';

type T = (key: string) => string;

function Html({ markdown }: { markdown?: string }) {
  if (!markdown) return null;
  return <div className={styles.prose} dangerouslySetInnerHTML={{ __html: markdownToHtml(markdown) }} />;
}

/** Row heading with a link to its own anchor so a row can be shared. */
function Anchor({ id, children }: { id: string; children: React.ReactNode }) {
  return (
    <a href={`#${id}`} className={styles.anchor}>
      {children}
    </a>
  );
}

export function PropRow({
  prop,
  id,
  descriptions,
  t,
}: {
  prop: ApiProp;
  id: string;
  descriptions: ApiDescriptions;
  t: T;
}) {
  const deprecation = descriptions.deprecated?.[prop.name];
  return (
    <tr id={id} data-name={prop.name} className={prop.deprecated ? styles.deprecatedRow : undefined}>
      <th scope="row" data-label={t('api-docs.name')}>
        <Anchor id={id}>
          <code className={prop.deprecated ? styles.struck : undefined}>{prop.name}</code>
        </Anchor>
        {prop.required && (
          <span className={styles.required} title={t('api-docs.required')}>
            *<span className={styles.visuallyHidden}> {t('api-docs.required')}</span>
          </span>
        )}
        {prop.deprecated && <span className={styles.deprecatedChip}>{t('api-docs.deprecated')}</span>}
      </th>
      <td data-label={t('api-docs.type')}>
        <ApiTypeView type={prop.type} />
      </td>
      <td data-label={t('api-docs.default')}>
        {prop.default ? <code className={styles.type}>{prop.default}</code> : null}
      </td>
      <td data-label={t('api-docs.description')}>
        {prop.deprecated && deprecation ? (
          <Html markdown={`**${t('api-docs.deprecated')}:** ${deprecation}`} />
        ) : null}
        <Html markdown={descriptions.props?.[prop.name]} />
      </td>
    </tr>
  );
}

export function SlotRow({ slot, descriptions, t }: { slot: ApiSlot; descriptions: ApiDescriptions; t: T }) {
  const id = `slot-${slot.name}`;
  return (
    <tr id={id} data-name={slot.name}>
      <th scope="row" data-label={t('api-docs.name')}>
        <Anchor id={id}>
          <code>{slot.name}</code>
        </Anchor>
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

export function ClassRow({ item, descriptions, t }: { item: ApiClass; descriptions: ApiDescriptions; t: T }) {
  const id = `classes-${item.key}`;
  return (
    <tr id={id} data-name={item.key}>
      <th scope="row" data-label={t('api-docs.name')}>
        <Anchor id={id}>
          <code>.{item.className}</code>
        </Anchor>
        <span className={styles.classKey}>{item.key}</span>
      </th>
      <td data-label={t('api-docs.description')}>
        <Html markdown={descriptions.classes?.[item.key]} />
      </td>
    </tr>
  );
}

export { Html };
