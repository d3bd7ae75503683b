import ts from 'typescript';
import { format, resolveConfig } from 'prettier';

/** Stands in for a blank line during transpiling; TypeScript's printer drops blank lines but keeps comments. */
const BLANK = '//__demo_blank_line__';

/** Source ranges where a marker comment would change meaning (JSX text, template literals). */
function unsafeRanges(source: ts.SourceFile): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isJsxElement(node) ||
      ts.isJsxFragment(node) ||
      ts.isTemplateExpression(node) ||
      ts.isNoSubstitutionTemplateLiteral(node)
    ) {
      ranges.push([node.getStart(source), node.getEnd()]);
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return ranges;
}

function markBlankLines(code: string, fileName: string): string {
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const ranges = unsafeRanges(source);
  let offset = 0;
  return code
    .split('\n')
    .map((line) => {
      const start = offset;
      offset += line.length + 1;
      const safe = !ranges.some(([from, to]) => start > from && start < to);
      return line.trim() === '' && safe ? BLANK : line;
    })
    .join('\n');
}

/**
 * The JavaScript twin of a TypeScript demo: types removed by the TypeScript
 * compiler, JSX and comments kept, blank lines restored, then formatted with
 * the repository's Prettier settings so it reads like the hand-written TS.
 */
export async function toJsTwin(tsCode: string, fileName = 'Demo.tsx'): Promise<string> {
  const { outputText } = ts.transpileModule(markBlankLines(tsCode, fileName), {
    fileName,
    reportDiagnostics: false,
    compilerOptions: {
      target: ts.ScriptTarget.ESNext,
      module: ts.ModuleKind.ESNext,
      jsx: ts.JsxEmit.Preserve,
      removeComments: false,
      // Keep `import * as React` and friends exactly as written.
      esModuleInterop: false,
    },
  });
  const restored = outputText
    .split('\n')
    .map((line) => (line.trim() === BLANK ? '' : line))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n');
  const config = (await resolveConfig(process.cwd() + '/package.json')) ?? {};
  const formatted = await format(restored, {
    ...config,
    parser: 'babel',
    filepath: fileName.replace(/\.tsx$/, '.jsx'),
  });
  return formatted.replace(/^\n+/, '');
}
