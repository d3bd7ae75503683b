/** Prebuild step: warns (does not fail) when a production build has no public SITE_ORIGIN. */
import { siteOriginWarning } from '../src/config/site';

const warning = siteOriginWarning();
if (warning) console.warn(`\n\u26a0  ${warning.replaceAll('\n', '\n   ')}\n`);
