import { handleEmployeesGet } from '@/engine/tutorial-api/handle';

// Answers each request from its query string: never prerendered.
export const dynamic = 'force-dynamic';

/** The server-side data tutorial's employees endpoint (src/engine/tutorial-api/). */
export function GET(request: Request): Response {
  return handleEmployeesGet(request);
}
