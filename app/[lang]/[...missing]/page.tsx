import { notFound } from 'next/navigation';

/** Any path no route claims: the 404 page, inside the language's layout. */
export default function Missing(): never {
  notFound();
}
