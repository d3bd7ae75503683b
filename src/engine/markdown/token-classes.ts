import githubDark from 'shiki/themes/github-dark-default.mjs';
import githubLight from 'shiki/themes/github-light-default.mjs';
import type { ElementContent } from 'hast';
import type { ShikiTransformer } from 'shiki';

/** The two themes every code block is highlighted with, by the CSS variable each one sets. */
const THEMES = {
  '--shiki-light': { prefix: 'l', theme: githubLight },
  '--shiki-dark': { prefix: 'd', theme: githubDark },
};

/** Every token colour a theme can give, sorted so that class names are the same in every build. */
function colours(theme: typeof githubLight): string[] {
  const found = new Set<string>();
  for (const rule of theme.tokenColors ?? []) {
    const colour = rule.settings.foreground;
    if (colour) found.add(colour.toUpperCase());
  }
  return [...found].sort();
}

/** `--shiki-light:#CF222E` → `l3`, for every colour the two themes can give a token. */
const CLASS_OF = new Map<string, string>(
  Object.entries(THEMES).flatMap(([variable, { prefix, theme }]) =>
    colours(theme).map((colour, index) => [`${variable}:${colour}`, `${prefix}${index}`] as const),
  ),
);

/** The themes' default text colours: a token of that colour inherits it from its block. */
const DEFAULTS = new Set(
  Object.entries(THEMES).map(
    ([variable, { theme }]) => `${variable}:${(theme.colors?.['editor.foreground'] ?? '').toUpperCase()}`,
  ),
);

/**
 * A token's inline style as classes. Shiki writes both colours on every token
 * (`style="--shiki-light:#CF222E;--shiki-dark:#FF7B72"`, about fifty bytes, which the page carries
 * twice: in its HTML and in React's payload); `class="l3 d5"` says the same. Declarations outside
 * the palette (a font style) stay inline.
 */
export function tokenClasses(style: string): { classes: string[]; style: string } {
  const classes: string[] = [];
  const rest: string[] = [];
  for (const declaration of style.split(';')) {
    const [name, value] = declaration.split(':').map((part) => part.trim());
    if (!name) continue;
    const key = `${name}:${(value ?? '').toUpperCase()}`;
    if (DEFAULTS.has(key)) continue;
    const className = CLASS_OF.get(key);
    if (className) classes.push(className);
    else rest.push(`${name}:${value}`);
  }
  return { classes, style: rest.join(';') };
}

/** The class list of a token span with no other property, as one string; null for anything else. */
function onlyClass(node: ElementContent): string | null {
  if (node.type !== 'element' || node.tagName !== 'span') return null;
  // Shiki's hast names the attribute `class`; hast's own convention is `className`.
  const { class: shikiClass, className, ...rest } = node.properties;
  if (Object.keys(rest).length > 0) return null;
  const value = shikiClass ?? className ?? '';
  return Array.isArray(value) ? value.join(' ') : String(value);
}

/**
 * A line's tokens with fewer elements and the same text and colours: a span in the default colour
 * (no class left) becomes its text, and neighbours of one class become one span. About a third of
 * a TSX block's spans are plain; each costs an element to parse, style and hydrate, and its tags
 * travel twice (HTML and React's payload).
 */
export function compactTokens(children: ElementContent[]): ElementContent[] {
  const out: ElementContent[] = [];
  for (const child of children) {
    const classes = onlyClass(child);
    if (classes === '' && child.type === 'element') {
      out.push(...child.children);
      continue;
    }
    const previous = out.at(-1);
    if (classes && previous && onlyClass(previous) === classes && child.type === 'element') {
      (previous as typeof child).children.push(...child.children);
      continue;
    }
    out.push(child);
  }
  return out;
}

/** Shiki transformer: token styles become palette classes (see {@link tokenClasses}), tokens compacted. */
export const tokenClassTransformer: ShikiTransformer = {
  name: 'token-classes',
  line(node) {
    node.children = compactTokens(node.children);
  },
  span(node) {
    const style = node.properties.style;
    if (typeof style !== 'string') return;
    const { classes, style: rest } = tokenClasses(style);
    if (rest) node.properties.style = rest;
    else delete node.properties.style;
    if (classes.length > 0) this.addClassToHast(node, classes);
  },
};

/** The stylesheet that gives the palette classes their colours; `.shiki span` reads the variables. */
export function tokenClassesCss(): string {
  return [...CLASS_OF].map(([declaration, className]) => `.shiki .${className}{${declaration}}`).join('\n');
}
