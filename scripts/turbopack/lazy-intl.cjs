/**
 * Turbopack loader for three x-charts modules that build `Intl` objects when they load:
 * `utils/timeTicks` (six date formatters for time-axis ticks) and `internals/getGraphemeCount`
 * and `internals/sliceUntil` (a grapheme segmenter each, for shortening long labels).
 *
 * The first `Intl.DateTimeFormat` and the first `Intl.Segmenter` a page creates each load ICU
 * data: 30-135 ms apiece on this machine without throttling, four times that on Lighthouse's
 * simulated phone, inside the task that evaluates a chart demo's modules. Every chart paid both,
 * though only a time axis formats dates and only a label too long for its room is segmented.
 * Here each object is created when it is first used, with the same arguments, so the labels are
 * unchanged and a chart that needs neither never pays for them.
 *
 * A file where nothing matches, or whose segmenter is used other than through `.segment()`, fails
 * the build: the installed x-charts has changed it, and the rule in next.config.ts must be checked.
 */
'use strict';

const DATE_FORMAT = /new Intl\.DateTimeFormat\(([^()]*)\)\.format\b/g;
const SEGMENTER = /new Intl\.Segmenter\(([^()]*)\)/g;

const HELPERS = {
  lazyDateFormat:
    'function lazyDateFormat(locales, options) {\n' +
    '  let format;\n' +
    '  return (date) => (format ??= new Intl.DateTimeFormat(locales, options).format)(date);\n' +
    '}\n',
  lazySegmenter:
    'function lazySegmenter(locales, options) {\n' +
    '  let segmenter;\n' +
    '  return { segment: (text) => (segmenter ??= new Intl.Segmenter(locales, options)).segment(text) };\n' +
    '}\n',
};

function fail(reason) {
  throw new Error(
    `lazy-intl: ${reason}; check the x-charts rule in next.config.ts against the installed package.`,
  );
}

/** Rewrites one module's source; throws when it does not have the expected shape. */
function lazyIntl(source) {
  const used = new Set();
  let body = source.replace(DATE_FORMAT, (_match, args) => {
    used.add('lazyDateFormat');
    return `lazyDateFormat(${args})`;
  });
  body = body.replace(SEGMENTER, (_match, args) => {
    used.add('lazySegmenter');
    return `lazySegmenter(${args})`;
  });
  if (used.size === 0) fail('no Intl formatter or segmenter built at load');
  if (/new Intl\./.test(body)) fail('an Intl object of another shape is built at load');
  // The stand-in has only `segment`: any other use of the segmenter would break.
  if (used.has('lazySegmenter') && /\bsegmenter\.(?!segment\()/.test(body))
    fail('the segmenter is used beyond segment()');
  return [...used].map((name) => HELPERS[name]).join('') + body;
}

module.exports = function loader(source) {
  return lazyIntl(String(source));
};
module.exports.lazyIntl = lazyIntl;
