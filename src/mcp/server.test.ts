import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Starts `src/mcp/main.ts` as an assistant would and speaks JSON-RPC 2.0 over its stdio, one message
 * per line. Needs generated/api, generated/api-changes and public/search (pretest:unit writes them).
 */
let server: ChildProcessWithoutNullStreams;
const pending = new Map<number, (message: RpcResponse) => void>();
let nextId = 1;
let stderr = '';

interface RpcResponse {
  id: number;
  result?: Record<string, unknown>;
  error?: { code: number; message: string };
}

interface ToolResult {
  isError?: boolean;
  content: Array<{ type: string; text: string }>;
}

function request(method: string, params: Record<string, unknown> = {}): Promise<RpcResponse> {
  const id = nextId++;
  server.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', id, method, params })}\n`);
  return new Promise((resolve) => pending.set(id, resolve));
}

async function call(name: string, args: Record<string, unknown>): Promise<ToolResult> {
  const response = await request('tools/call', { name, arguments: args });
  expect(response.error, stderr).toBeUndefined();
  return response.result as unknown as ToolResult;
}

const parsed = <T>(result: ToolResult): T => JSON.parse(result.content[0].text) as T;

beforeAll(async () => {
  const tsx = createRequire(import.meta.url).resolve('tsx/cli');
  server = spawn(
    process.execPath,
    [tsx, '--tsconfig', 'tsconfig.scripts.json', path.join('src', 'mcp', 'main.ts')],
    {
      cwd: process.cwd(),
    },
  );
  let buffer = '';
  server.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    buffer += chunk;
    let newline: number;
    while ((newline = buffer.indexOf('\n')) >= 0) {
      const message = JSON.parse(buffer.slice(0, newline)) as RpcResponse;
      buffer = buffer.slice(newline + 1);
      pending.get(message.id)?.(message);
      pending.delete(message.id);
    }
  });
  server.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const init = await request('initialize', {
    protocolVersion: '2025-06-18',
    capabilities: {},
    clientInfo: { name: 'vitest', version: '1.0.0' },
  });
  expect(init.result?.serverInfo).toMatchObject({ name: 'mui-x-docs' });
  server.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' })}\n`);
}, 60_000);

afterAll(() => {
  server?.kill();
});

describe('MCP server over stdio', () => {
  it('lists the six tools with their input schemas', async () => {
    const { result } = await request('tools/list');
    const tools = result?.tools as Array<{
      name: string;
      inputSchema: { properties: Record<string, unknown> };
    }>;
    expect(tools.map((tool) => tool.name).sort()).toEqual([
      'get_api_changes',
      'get_api_history',
      'get_component_api',
      'get_page',
      'list_demos',
      'search_docs',
    ]);
    expect(Object.keys(tools.find((tool) => tool.name === 'search_docs')!.inputSchema.properties)).toEqual([
      'query',
      'product',
      'version',
    ]);
  });

  it('get_api_history says when a prop arrived, and get_component_api answers as of a release', async () => {
    const history = parsed<{ members: Array<{ name: string; addedIn: string }> }>(
      await call('get_api_history', { name: 'DataGrid', member: 'tabNavigation' }),
    );
    expect(history.members).toEqual([expect.objectContaining({ name: 'tabNavigation', addedIn: '8.19' })]);
    const baseline = parsed<{ members: Array<{ addedIn: string }> }>(
      await call('get_api_history', { name: 'DataGrid', member: 'rows' }),
    );
    expect(baseline.members[0].addedIn).toMatch(/^8\.0 or earlier/);
    const old = parsed<{ asOf: string; props: Array<{ name: string }> }>(
      await call('get_component_api', { name: 'DataGrid', version: '8.18' }),
    );
    expect(old.asOf).toBe('8.18');
    expect(old.props.map((prop) => prop.name)).not.toContain('tabNavigation');
    expect(old.props.map((prop) => prop.name)).toContain('rows');
    const now = parsed<{ props: Array<{ name: string; addedIn?: string }> }>(
      await call('get_component_api', { name: 'DataGrid' }),
    );
    expect(now.props.find((prop) => prop.name === 'tabNavigation')?.addedIn).toBe('8.19');
    const unknown = await call('get_api_history', { name: 'DataGrid', member: 'tabNavigaton' });
    expect(unknown.isError).toBe(true);
    expect(unknown.content[0].text).toContain('tabNavigation');
  });

  it('search_docs ranks the rowHeight prop first, with URL and snippet, and filters by product', async () => {
    const hits = parsed<Array<{ title: string; url: string; snippet: string }>>(
      await call('search_docs', { query: 'rowHeight' }),
    );
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.length).toBeLessThanOrEqual(10);
    expect(hits[0].url).toMatch(/\/x\/api\/data-grid\/.+#prop-rowHeight$/);
    expect(hits[0].snippet.length).toBeGreaterThan(0);
    const charts = parsed<Array<{ url: string }>>(
      await call('search_docs', { query: 'axis', product: 'charts' }),
    );
    expect(charts.length).toBeGreaterThan(0);
    expect(charts.every((hit) => /\/x\/(react-charts|api\/charts)/.test(hit.url))).toBe(true);
  });

  it('get_page returns the Markdown twin, and names the closest pages for an unknown path', async () => {
    const page = await call('get_page', { path: '/x/react-data-grid/editing' });
    expect(page.isError).toBeFalsy();
    expect(page.content[0].text).toMatch(/^# /);
    expect(page.content[0].text).toContain('```tsx');
    const missing = await call('get_page', { path: '/x/react-data-grid/editting' });
    expect(missing.isError).toBe(true);
    expect(missing.content[0].text).toContain('/x/react-data-grid/editing');
  });

  it('get_component_api gives DataGrid props with types, slots and classes, and the plan', async () => {
    const api = parsed<{
      plan: string;
      props: Array<{ name: string; type: string }>;
      slots: Array<{ name: string }>;
      classes: Array<{ className: string }>;
    }>(await call('get_component_api', { name: 'DataGrid' }));
    expect(api.plan).toBe('community');
    expect(api.props.find((prop) => prop.name === 'rowHeight')?.type).toBe('number');
    expect(api.slots.map((slot) => slot.name)).toContain('toolbar');
    expect(api.classes.map((item) => item.className)).toContain('MuiDataGrid-root');
    expect(parsed<{ plan: string }>(await call('get_component_api', { name: 'DataGridPremium' })).plan).toBe(
      'premium',
    );
    const missing = await call('get_component_api', { name: 'DataGrd' });
    expect(missing.isError).toBe(true);
    expect(missing.content[0].text).toMatch(/Closest matches: DataGrid\b/);
  });

  it('get_api_changes reports what changed in DataGrid since v7', async () => {
    const changes = parsed<{ status: string; changes: Array<{ section: string; change: string }> }>(
      await call('get_api_changes', { component: 'DataGrid', from: 'v7' }),
    );
    expect(changes.status).toBe('changed');
    expect(changes.changes.some((row) => row.section === 'prop' && row.change === 'removed')).toBe(true);
    const wrongMajor = await request('tools/call', {
      name: 'get_api_changes',
      arguments: { component: 'DataGrid', from: 'v5' },
    });
    const error = wrongMajor.error?.message ?? (wrongMajor.result as unknown as ToolResult).content[0].text;
    expect(error).toMatch(/v7/);
  });

  it('list_demos returns demos with their TypeScript source', async () => {
    const result = parsed<{ total: number; demos: Array<{ name: string; source: string }> }>(
      await call('list_demos', { component: 'LineChart', limit: 3 }),
    );
    expect(result.total).toBeGreaterThan(0);
    expect(result.demos.length).toBeLessThanOrEqual(3);
    expect(result.demos[0].source).toContain('LineChart');
    const missing = await call('list_demos', { component: 'LineChrt' });
    expect(missing.isError).toBe(true);
    expect(missing.content[0].text).toContain('LineChart');
  });
});
