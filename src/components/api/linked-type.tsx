import { tokenizeType } from '@/engine/api-reference/type-tokens';
import styles from './api-page.module.css';

/** Type name → address of its interface page, already in the page's language. */
export type TypeLinks = Readonly<Record<string, string>>;

/** A type's text with each name that has an interface page linked to it. */
export function LinkedTypeText({ text, links }: { text: string; links?: TypeLinks }) {
  if (!links) return <>{text}</>;
  return (
    <>
      {tokenizeType(text).map((token, index) => {
        // Own keys only: a member named like an Object method (`toString`) is no interface page.
        const href = token.name && Object.hasOwn(links, token.text) ? links[token.text] : undefined;
        return href ? (
          <a key={index} href={href} className={styles.typeLink}>
            {token.text}
          </a>
        ) : (
          token.text
        );
      })}
    </>
  );
}

/** `<code>` of a type, its interface names linked. */
export function LinkedType({ text, links }: { text: string; links?: TypeLinks }) {
  return (
    <code className={styles.type}>
      <LinkedTypeText text={text} links={links} />
    </code>
  );
}
