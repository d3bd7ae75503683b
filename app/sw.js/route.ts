import { currentBuildId, workerScript } from '@/engine/offline/worker-script';

export const dynamic = 'force-static';

/** `/sw.js`: the site-wide offline worker (scope `/`), written at build with that build's id. */
export function GET() {
  return new Response(workerScript(currentBuildId()), {
    headers: { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache' },
  });
}
