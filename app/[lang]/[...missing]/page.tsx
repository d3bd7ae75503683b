import { notFound } from 'next/navigation';

// Rendered per request (the layout's `dynamicParams = false` would send unknown paths to Next's
// global 404 entry, which has no language and renders an empty document).
export const dynamicParams = true;

/** Any path no route claims: the 404 page, inside the language's layout. */
export default function Missing(): never {
  notFound();
}
