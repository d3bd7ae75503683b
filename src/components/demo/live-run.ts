import type { ComponentType } from 'react';
import { transform } from 'sucrase';
import type { CodeVariant } from './code-prefs';

/** What went wrong with the edited code, where the reader can find it. */
export interface LiveError {
  message: string;
  /** 1-based line in the edited code, when known. */
  line?: number;
  /** 1-based column, when known. */
  column?: number;
}

/** The modules an edited demo may import, keyed by the specifier its code uses. */
export type LiveScope = Record<string, unknown>;

/** Runs `function (require, module, exports) {…}` source as a script whose URL is `url`; returns the function. */
export type Execute = (factorySource: string, url: string) => ModuleFactory;
type ModuleFactory = (
  require: (specifier: string) => unknown,
  module: { exports: Exports },
  exports: Exports,
) => void;
type Exports = Record<string, unknown>;

/** A module the edited code imports that the demo never loaded. */
export class MissingModuleError extends Error {
  constructor(
    readonly specifier: string,
    available: string[],
  ) {
    super(
      `Cannot import "${specifier}": live editing can use only the modules this demo already imports ` +
        `(${available.join(', ')}). Open the demo in StackBlitz or CodeSandbox to add others.`,
    );
    this.name = 'MissingModuleError';
  }
}

/** TypeScript (or JavaScript) with JSX → CommonJS that keeps every line where it was. */
export function transpile(code: string, variant: CodeVariant): string {
  return transform(code, {
    transforms: variant === 'TS' ? ['typescript', 'jsx', 'imports'] : ['jsx', 'imports'],
    jsxRuntime: 'automatic',
    production: true,
    // TypeScript semantics drop an import with no value use yet; kept, a module the demo never
    // loaded is named as soon as its import line is typed, and type-only names cost nothing.
    keepUnusedImports: true,
  }).code;
}

/** `require` over the demo's loaded modules, shaped like ES module namespaces for the interop helpers. */
export function scopeRequire(scope: LiveScope): (specifier: string) => unknown {
  return (specifier) => {
    if (!Object.hasOwn(scope, specifier)) {
      const available = Object.keys(scope).filter((key) => key !== 'react/jsx-runtime');
      throw new MissingModuleError(specifier, available);
    }
    const namespace = scope[specifier] as Exports;
    return namespace && namespace.__esModule ? namespace : { ...namespace, __esModule: true };
  };
}

/** Transpiles and runs the edited code; its default export is the demo component. */
export function evaluateDemo(
  code: string,
  variant: CodeVariant,
  scope: LiveScope,
  url: string,
  execute: Execute,
): ComponentType {
  // The factory opens on the first line, so the lines of the script are the lines of the code.
  const factory = execute(`function (require, module, exports) {${transpile(code, variant)}\n}`, url);
  const demoModule = { exports: {} as Exports };
  factory(scopeRequire(scope), demoModule, demoModule.exports);
  const component = demoModule.exports.default;
  const isComponent =
    typeof component === 'function' ||
    (typeof component === 'object' && component !== null && '$$typeof' in component);
  if (!isComponent) throw new Error('The code must export a React component as its default export.');
  return component as ComponentType;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The message and position of an error from the transpiler or from running the code at `url`. */
export function describeError(error: unknown, url: string): LiveError {
  if (!(error instanceof Error)) return { message: String(error) };
  const loc = (error as { loc?: { line: number; column: number } }).loc;
  if (loc) {
    // Sucrase appends "(line:column)" to its messages; the position is shown on its own.
    return { message: error.message.replace(/\s*\(\d+:\d+\)$/, ''), line: loc.line, column: loc.column };
  }
  const frame = new RegExp(`${escapeRegExp(url)}:(\\d+):(\\d+)`).exec(error.stack ?? '');
  return frame
    ? { message: error.message, line: Number(frame[1]), column: Number(frame[2]) }
    : { message: error.message };
}
