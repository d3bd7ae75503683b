/**
 * The messages behind MUI X's minified production errors, read from the installed packages.
 *
 * The packages are built with a Babel plugin that turns `throw new Error(`MUI X: … ${name}`)` into
 * `process.env.NODE_ENV !== "production" ? `MUI X: … ${name}` : formatErrorMessage(156, name)`:
 * the development branch keeps the message and the production branch its code, with the
 * message's interpolated values as arguments in the same order. Reading both branches of each
 * such expression gives every code with its message, whatever the release.
 */
import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export interface ProductionErrorMessage {
  code: number;
  /** The message with `{0}`, `{1}` … where the production error passes arguments. */
  message: string;
  /** How many arguments the production call passes. */
  argumentCount: number;
  /** The `@mui/x-*` packages whose code throws it. */
  packages: string[];
}

function scriptFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((item) => {
    const full = path.join(dir, item.name);
    // The CommonJS build only: `esm/` folders and `.mjs` files hold the same messages again.
    if (item.isDirectory())
      return item.name === 'node_modules' || item.name === 'esm' ? [] : scriptFiles(full);
    return item.name.endsWith('.js') ? [full] : [];
  });
}

const isProductionTest = (node: ts.Expression): boolean =>
  ts.isBinaryExpression(node) &&
  node.operatorToken.kind === ts.SyntaxKind.ExclamationEqualsEqualsToken &&
  node.left.getText() === 'process.env.NODE_ENV' &&
  ts.isStringLiteral(node.right) &&
  node.right.text === 'production';

/**
 * The local names a file gives the `formatErrorMessage` module it requires. Most files call it
 * `_formatErrorMessage2`, but Babel names it after the path it imports: `@mui/x-internals`' own
 * files import `../formatErrorMessage/index.js` and call `(0, _index.default)(63)`.
 */
function formatterNames(source: ts.SourceFile): Set<string> {
  const names = new Set<string>();
  const visit = (node: ts.Node) => {
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.initializer &&
      /\brequire\(\s*["'][^"']*formatErrorMessage[^"']*["']\s*\)/.test(node.initializer.getText())
    ) {
      names.add(node.name.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return names;
}

/** The name a callee such as `(0, _formatErrorMessage2.default)` reads its function from. */
function calleeModule(node: ts.Expression): string | undefined {
  if (ts.isParenthesizedExpression(node)) return calleeModule(node.expression);
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.CommaToken)
    return calleeModule(node.right);
  if (ts.isPropertyAccessExpression(node) && node.name.text === 'default' && ts.isIdentifier(node.expression))
    return node.expression.text;
  return undefined;
}

/** `(0, _formatErrorMessage2.default)(156, token)` → its code and argument count. */
function formatCall(
  node: ts.Expression,
  formatters: ReadonlySet<string>,
): { code: number; argumentCount: number } | undefined {
  if (!ts.isCallExpression(node)) return undefined;
  const owner = calleeModule(node.expression);
  if (owner === undefined || !formatters.has(owner)) return undefined;
  const [first, ...rest] = node.arguments;
  if (!first || !ts.isNumericLiteral(first)) return undefined;
  return { code: Number(first.text), argumentCount: rest.length };
}

/** The message an expression builds, each interpolated value numbered in order of appearance. */
function messageOf(node: ts.Expression, next: { index: number }): string {
  if (ts.isParenthesizedExpression(node)) return messageOf(node.expression, next);
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) {
    return (
      node.head.text + node.templateSpans.map((span) => `{${next.index++}}${span.literal.text}`).join('')
    );
  }
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    return messageOf(node.left, next) + messageOf(node.right, next);
  }
  return `{${next.index++}}`;
}

/** Every code the packages under `root/node_modules/@mui` throw, by code. */
export function extractProductionErrors(root: string): ProductionErrorMessage[] {
  const scope = path.join(root, 'node_modules', '@mui');
  const byCode = new Map<number, ProductionErrorMessage>();
  for (const pkg of fs.readdirSync(scope).filter((name) => name.startsWith('x-'))) {
    for (const file of scriptFiles(path.join(scope, pkg))) {
      const text = fs.readFileSync(file, 'utf8');
      if (!text.includes('formatErrorMessage')) continue;
      const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
      const formatters = formatterNames(source);
      const visit = (node: ts.Node) => {
        if (ts.isConditionalExpression(node) && isProductionTest(node.condition)) {
          const call = formatCall(node.whenFalse, formatters);
          if (call) {
            const message = messageOf(node.whenTrue, { index: 0 });
            const known = byCode.get(call.code);
            if (known && known.message !== message) {
              throw new Error(
                `Production error ${call.code} has two messages:\n${known.message}\n${message}`,
              );
            }
            const entry = known ?? {
              code: call.code,
              message,
              argumentCount: call.argumentCount,
              packages: [],
            };
            if (!entry.packages.includes(`@mui/${pkg}`)) entry.packages.push(`@mui/${pkg}`);
            byCode.set(call.code, entry);
          }
        }
        ts.forEachChild(node, visit);
      };
      visit(source);
    }
  }
  return [...byCode.values()]
    .map((entry) => ({ ...entry, packages: entry.packages.sort() }))
    .sort((a, b) => a.code - b.code);
}
