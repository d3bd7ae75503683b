import { issueLines, issuePaths } from '../schema-issues';
import { employeesQuerySchema, queryEmployees } from './query';

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };

/**
 * Answers `GET /api/tutorial/employees?page=0&pageSize=25&sortField=name&sortOrder=asc&…`:
 * 200 `{ rows, rowCount }`, or 400 `{ error: 'invalid_query', fields, issues }` naming what is wrong.
 */
export function handleEmployeesGet(request: Request): Response {
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = employeesQuerySchema.safeParse(params);
  if (!parsed.success) {
    const body = {
      error: 'invalid_query',
      fields: issuePaths(parsed.error),
      issues: issueLines(parsed.error),
    };
    return new Response(JSON.stringify(body), { status: 400, headers: JSON_HEADERS });
  }
  return new Response(JSON.stringify(queryEmployees(parsed.data)), { status: 200, headers: JSON_HEADERS });
}
