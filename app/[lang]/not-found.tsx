import { NotFoundPage } from '@/components/layout/not-found-page';
import { ByLang } from '@/components/layout/by-lang.client';

/** The 404 page in the site's shell, in the language of the requested path. */
export default function NotFound() {
  return <ByLang en={<NotFoundPage lang="en" />} zh={<NotFoundPage lang="zh" />} />;
}
