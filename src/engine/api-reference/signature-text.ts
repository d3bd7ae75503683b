import type { ApiSignature } from './types';

/** `(params: GridRowParams, event?: MuiEvent) => void`, the way a reader would write it. */
export function signatureText(signature: ApiSignature): string {
  const params = signature.params.map(
    (param) => `${param.rest ? '...' : ''}${param.name}${param.optional ? '?' : ''}: ${param.type}`,
  );
  return `(${params.join(', ')}) => ${signature.returns}`;
}
