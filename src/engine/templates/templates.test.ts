import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TEMPLATES, TEMPLATES_DIR, getTemplate, templatePaths } from './templates';
import { loadTemplateSources, templateFiles } from './sources';

describe('templates', () => {
  it('has the seven templates, each with an entry file on disk', () => {
    expect(TEMPLATES.map((t) => t.slug)).toEqual([
      'marketing',
      'blog',
      'checkout',
      'dashboard',
      'pricing',
      'sign-in',
      'sign-up',
    ]);
    for (const template of TEMPLATES) {
      const entry = fs.readFileSync(path.join(TEMPLATES_DIR, template.slug, template.entry), 'utf8');
      expect(entry).toMatch(/^'use client';/);
      expect(entry).toMatch(/export default function/);
    }
  });

  it('throws on an unknown slug', () => {
    expect(() => getTemplate('nope')).toThrow(/Unknown template "nope"/);
  });

  it('lists the gallery, live and source paths for the sitemap', () => {
    const paths = templatePaths();
    expect(paths[0]).toBe('/x/templates');
    expect(paths).toContain('/templates/checkout');
    expect(paths).toContain('/x/templates/sign-up/source');
    expect(paths).toHaveLength(1 + TEMPLATES.length * 2);
  });

  it('lists a template’s files entry first, then the shared files it imports, without tests', () => {
    const files = templateFiles('checkout');
    expect(files[0]).toBe('checkout/Checkout.tsx');
    expect(files).toContain('checkout/validation.ts');
    expect(files).toContain('shared/AppTheme.tsx');
    expect(files.some((file) => file.includes('.test.'))).toBe(false);
    // Shared files that checkout does not use are left out.
    expect(files).not.toContain('shared/SiteHeader.tsx');
    // Followed transitively: sign-in imports AuthLayout, which imports ColorModeToggle.
    expect(templateFiles('sign-in')).toContain('shared/ColorModeToggle.tsx');
  });

  it('highlights every file with both colour themes', { timeout: 60_000 }, async () => {
    const sources = await loadTemplateSources('sign-in');
    expect(sources[0].path).toBe('sign-in/SignIn.tsx');
    expect(sources[0].html).toContain('--shiki-dark');
    expect(sources[0].code).toContain('export default function SignIn()');
  });
});
