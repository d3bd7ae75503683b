/**
 * `npm run mcp`: the MUI X docs MCP server over stdio. Stdout carries the protocol, so anything
 * the engine logs goes to stderr; the engine is loaded after that redirection.
 */
console.log = console.error;
console.info = console.error;

async function main(): Promise<void> {
  const { StdioServerTransport } = await import('@modelcontextprotocol/sdk/server/stdio.js');
  const { createDocsServer } = await import('./server');
  const { getInstalledVersion } = await import('@/engine/versions');
  const version = getInstalledVersion();
  await createDocsServer(version).connect(new StdioServerTransport());
  console.error(`mui-x-docs MCP server ready (MUI X ${version}), on stdio`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
