import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { SEARCH_GROUPS } from '@/engine/search/types';
import { apiChangesOrThrow } from './api-changes';
import { componentApi, findApiItem } from './component-api';
import { apiHistory, hitsAsOf } from './api-history';
import { listDemos } from './demos';
import { pageMarkdown } from './page';
import { searchDocs } from './search';

export const SERVER_NAME = 'mui-x-docs';

const json = (value: unknown): CallToolResult => ({
  content: [{ type: 'text', text: JSON.stringify(value, null, 2) }],
});

/** Runs a tool; a bad input (unknown page, component…) becomes an error result the assistant reads. */
async function answer(run: () => unknown | Promise<unknown>): Promise<CallToolResult> {
  try {
    const value = await run();
    return typeof value === 'string' ? { content: [{ type: 'text', text: value }] } : json(value);
  } catch (error) {
    return { isError: true, content: [{ type: 'text', text: (error as Error).message }] };
  }
}

function v8Name(name: string): string | undefined {
  try {
    return findApiItem(name).name;
  } catch {
    return undefined;
  }
}

/** The MCP server: six tools answering from the site's generated data, no network. */
export function createDocsServer(version: string): McpServer {
  const server = new McpServer({ name: SERVER_NAME, version });

  server.registerTool(
    'search_docs',
    {
      description:
        'Search the MUI X documentation (guides and API reference) with the site’s own ranking. Returns the top 10 hits with URL and snippet.',
      inputSchema: {
        /** Words to look for, e.g. "row grouping" or a prop name such as "rowHeight". */
        query: z.string().min(1).max(200).describe('Words to look for, e.g. "row grouping" or "rowHeight".'),
        /** Restrict the hits to one product or section. */
        product: z.enum(SEARCH_GROUPS).optional().describe('Only hits of this product or section.'),
        /** An 8.x or 9.x release, e.g. "8.14": API hits added after it are left out. */
        version: z
          .string()
          .regex(/^(8|9)\.\d+(\.\d+)?$/)
          .optional()
          .describe(
            'An 8.x or 9.x release such as 8.29 or 9.2: leave out API pages and rows added after it.',
          ),
      },
    },
    ({ query, product, version }) =>
      answer(async () => {
        const hits = await searchDocs(query, product);
        return version ? hitsAsOf(hits, version) : hits;
      }),
  );

  server.registerTool(
    'get_page',
    {
      description:
        'The Markdown version of a docs or API page (demo code inlined), by path or URL, e.g. "/x/react-data-grid/editing".',
      inputSchema: {
        /** Page path or URL; `/zh/...` gives the Chinese page, a `.md` suffix is accepted. */
        path: z.string().min(1).max(300).describe('Page path or URL, e.g. /x/react-data-grid/editing.'),
      },
    },
    ({ path }) => answer(() => pageMarkdown(path)),
  );

  server.registerTool(
    'get_component_api',
    {
      description:
        'Props (type, default, required, deprecated), slots and CSS classes of an MUI X component or Data Grid interface, with its plan and import lines.',
      inputSchema: {
        /** Component or interface name, e.g. "DataGrid", "DatePicker", "GridColDef". */
        name: z
          .string()
          .min(1)
          .max(100)
          .describe('Component or interface name, e.g. DataGrid or GridColDef.'),
        /** An 8.x or 9.x release, e.g. "8.29": the API as that release had it. */
        version: z
          .string()
          .regex(/^(8|9)\.\d+(\.\d+)?$/)
          .optional()
          .describe(
            'An 8.x or 9.x release such as 8.29 or 9.2: answer as of that release (later additions left out, later removals put back).',
          ),
      },
    },
    ({ name, version }) => answer(() => componentApi(name, version)),
  );

  server.registerTool(
    'get_api_history',
    {
      description:
        'When an MUI X component, interface or one of its props, slots or CSS classes was added, deprecated or changed its default in 8.x, read from every published 8.x release.',
      inputSchema: {
        /** Component or interface name, e.g. "DataGridPremium". */
        name: z.string().min(1).max(100).describe('Component or interface name, e.g. DataGridPremium.'),
        /** A prop, slot or CSS class key; without it, every member that changed since 8.0. */
        member: z
          .string()
          .min(1)
          .max(100)
          .optional()
          .describe('A prop, slot or CSS class key, e.g. showToolbar; omit for every change.'),
      },
    },
    ({ name, member }) => answer(() => apiHistory(name, member)),
  );

  server.registerTool(
    'get_api_changes',
    {
      description:
        'What changed in a component’s API from one major to the next, v8 to v9 (default) or v7 to v8 (props, slots, CSS classes added, removed, retyped, new defaults), computed from both versions’ type declarations.',
      inputSchema: {
        /** Component name as exported by either major, e.g. "DataGrid". */
        component: z.string().min(1).max(100).describe('Component name, e.g. DataGrid.'),
        /** Major version to compare from: v8 (to v9) or v7 (to v8). */
        from: z
          .enum(['v7', 'v8'])
          .default('v8')
          .describe('Major version to compare from: v8 (to v9, the default) or v7 (to v8).'),
      },
    },
    ({ component, from }) => answer(() => apiChangesOrThrow(component, v8Name, from)),
  );

  server.registerTool(
    'list_demos',
    {
      description:
        'Demos of the docs that use a component, with their TypeScript source and the page showing them.',
      inputSchema: {
        /** Component name, e.g. "LineChart". */
        component: z.string().min(1).max(100).describe('Component name, e.g. LineChart.'),
        /** Most demos to return with source (default 20). */
        limit: z.number().int().min(1).max(100).default(20).describe('Most demos to return (default 20).'),
      },
    },
    ({ component, limit }) => answer(() => listDemos(findApiItem(component).name, limit)),
  );

  return server;
}
