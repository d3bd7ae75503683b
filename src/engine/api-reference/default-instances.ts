import 'server-only';
import ts from 'typescript';
import { API_COMPILER_OPTIONS, probeHost, probePath } from './program';

/**
 * A generic declaration read as written (`ChartsContainerPro<TSeries, TSignatures>`) hides what
 * its type parameters bring: the Pro container's props come from its plugins, chosen by the
 * default of `TSignatures`. This instantiates generic components and type aliases with their
 * type parameters' defaults, as a reader who writes `<ChartsContainerPro />` or `AxisConfig`
 * gets them, by filling the program's probe file and asking a second program (which reuses
 * every parsed file of the first) for the types.
 */

export interface DefaultsRequest {
  /** Package to import from. */
  module: string;
  /** Export name. */
  name: string;
  /** `call`: the props of a generic component; `type`: a generic type alias. */
  kind: 'call' | 'type';
}

export interface Instance {
  type: ts.Type;
  where: ts.Node;
}

export interface DefaultInstances {
  checker: ts.TypeChecker;
  get(request: DefaultsRequest): Instance | undefined;
}

export const requestKey = (r: DefaultsRequest) => `${r.kind}:${r.module}:${r.name}`;

/** The probe's source: one statement per request, in order. */
export function probeSource(requests: readonly DefaultsRequest[]): string {
  const modules = [...new Set(requests.map((r) => r.module))];
  const lines = modules.map((name, i) => `import * as M${i} from '${name}';`);
  requests.forEach((r, i) => {
    const ref = `M${modules.indexOf(r.module)}.${r.name}`;
    lines.push(r.kind === 'call' ? `export const p${i} = ${ref}({});` : `export type p${i} = ${ref};`);
  });
  return `${lines.join('\n')}\n`;
}

/** The type each request names, read from the second program's checker. */
export function instantiateWithDefaults(
  program: ts.Program,
  requests: readonly DefaultsRequest[],
  cwd = process.cwd(),
): DefaultInstances {
  const file = probePath(cwd);
  const next = ts.createProgram({
    rootNames: program.getRootFileNames(),
    options: API_COMPILER_OPTIONS,
    host: probeHost(file, probeSource(requests), program),
    oldProgram: program,
  });
  const checker = next.getTypeChecker();
  const statements = next.getSourceFile(file)!.statements.filter((s) => !ts.isImportDeclaration(s));
  const found = new Map<string, Instance>();
  requests.forEach((request, i) => {
    const statement = statements[i];
    if (statement && ts.isVariableStatement(statement)) {
      const call = statement.declarationList.declarations[0].initializer;
      const signature = call && ts.isCallExpression(call) ? checker.getResolvedSignature(call) : undefined;
      const param = signature?.getParameters()[0];
      if (param)
        found.set(requestKey(request), {
          type: checker.getTypeOfSymbolAtLocation(param, call!),
          where: call!,
        });
    } else if (statement && ts.isTypeAliasDeclaration(statement)) {
      found.set(requestKey(request), { type: checker.getTypeAtLocation(statement.name), where: statement });
    }
  });
  return { checker, get: (request) => found.get(requestKey(request)) };
}

/** Whether a declaration has type parameters and every one of them a default. */
export function hasDefaultedTypeParameters(declaration: ts.Declaration | undefined): boolean {
  if (!declaration || !ts.isTypeAliasDeclaration(declaration)) return false;
  const params = declaration.typeParameters ?? [];
  return params.length > 0 && params.every((param) => param.default !== undefined);
}
