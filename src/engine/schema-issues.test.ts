import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { issueLines, issuePaths, issuesError } from './schema-issues';

const schema = z.object({
  title: z.string().min(1),
  code: z
    .string()
    .min(3)
    .regex(/^[a-z]+$/)
    .optional(),
  tags: z.array(z.string().regex(/^[a-z]+$/)),
});

function errorOf(value: unknown): z.ZodError {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected the value to be invalid');
  return result.error;
}

describe('schema issues', () => {
  it('names each bad field by its dotted path, then what is wrong with it', () => {
    const lines = issueLines(errorOf({ title: '', tags: ['ok', 'Bad'] }));
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^title: /);
    expect(lines[1]).toMatch(/^tags\.1: /);
  });

  it('says (root) when the value itself has the wrong shape', () => {
    expect(issueLines(errorOf('not an object'))).toEqual([expect.stringMatching(/^\(root\): /)]);
  });

  it('lists each field with a problem once', () => {
    const error = errorOf({ title: 'T', code: 'A', tags: ['B'] });
    expect(error.issues).toHaveLength(3);
    expect(issuePaths(error)).toEqual(['code', 'tags.0']);
  });

  it('builds an error with a heading and one bullet per problem', () => {
    const { message } = issuesError('Invalid front matter in a.mdx', errorOf({ title: '', tags: [] }));
    expect(message.split('\n')).toEqual([
      'Invalid front matter in a.mdx:',
      expect.stringMatching(/^  - title: /),
    ]);
  });
});
