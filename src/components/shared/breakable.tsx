import { Fragment } from 'react';
import { identifierParts } from '@/engine/shared/markdown/identifier-breaks';

/**
 * Text that may wrap inside a long identifier (`GridColumnHeaderItem`, `apiRef.current.getRow`)
 * on a narrow screen: a `<wbr>` after dots and before camel-case humps. Read and copied unchanged.
 */
export function Breakable({ text }: { text: string }) {
  return identifierParts(text).map((part, index) => (
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}
