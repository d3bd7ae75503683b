import path from 'node:path';
import ts from 'typescript';
import { API_COMPILER_OPTIONS } from './program';

/** A type to list the members of, written against `M`, the namespace of `module`. */
export interface MemberProbe {
  module: string;
  /** For example `M.TreeItemProps`, `ReturnType<typeof M.useTreeItem>` or `typeof M` (the exports). */
  type: string;
}

const PROBE_FILE = '__declared-members-probe__.ts';

function probeSource(probes: readonly MemberProbe[]): string {
  const modules = [...new Set(probes.map((probe) => probe.module))];
  const imports = modules.map((name, i) => `import * as M${i} from '${name}';`);
  const aliases = probes.map((probe, i) => {
    const namespace = `M${modules.indexOf(probe.module)}`;
    return `export type Probe${i} = ${probe.type.replace(/\bM\b/g, namespace)};`;
  });
  return [...imports, ...aliases].join('\n');
}

/**
 * Names of the members of each probed type that the given packages declare themselves:
 * props inherited from React's DOM attributes or from Material UI are left out.
 * Resolution starts from `cwd`, so the installed versions are the ones read.
 */
export function declaredMemberNames(
  probes: readonly MemberProbe[],
  ownPackage: RegExp,
  cwd = process.cwd(),
): string[][] {
  const probePath = path.join(cwd, PROBE_FILE);
  const options = API_COMPILER_OPTIONS;
  const host = ts.createCompilerHost(options);
  const source = ts.createSourceFile(probePath, probeSource(probes), ts.ScriptTarget.ES2022, true);
  const getSourceFile = host.getSourceFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  host.getSourceFile = (fileName, ...rest) =>
    fileName === probePath ? source : getSourceFile(fileName, ...rest);
  host.fileExists = (fileName) => fileName === probePath || fileExists(fileName);
  const program = ts.createProgram([probePath], options, host);
  const checker = program.getTypeChecker();
  const problems = ts.getPreEmitDiagnostics(program, program.getSourceFile(probePath));
  if (problems.length > 0) {
    throw new Error(problems.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n')).join('\n'));
  }
  const aliases = program.getSourceFile(probePath)!.statements.filter(ts.isTypeAliasDeclaration);
  return aliases.map((alias) => {
    const type = checker.getNonNullableType(checker.getTypeAtLocation(alias.name));
    return checker
      .getPropertiesOfType(type)
      .filter((member) =>
        (member.getDeclarations() ?? []).some((declaration) =>
          ownPackage.test(declaration.getSourceFile().fileName),
        ),
      )
      .map((member) => member.getName())
      .sort();
  });
}
