import { llmsTxt } from '@/engine/markdown-twin/llms';

export const dynamic = 'force-static';

/** `/llms.txt`: every docs and API page with a one-line description, written at build. */
export function GET() {
  return new Response(llmsTxt(), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}
