/**
 * The ad slot's settings and limits (polling, layout odds, sampling, reserved height), one constant each.
 * URLs are read at build time (`NEXT_PUBLIC_*`), so they end up in the prerendered pages.
 */

/** Milliseconds between two checks for a third-party ad. */
export const AD_POLL_INTERVAL_MS = 500;
/** Checks made before giving up on a third-party ad altogether. */
export const AD_POLL_MAX_TRIES = 30;
/** More checks than this without an ad means an ad blocker is assumed. */
export const AD_BLOCKER_THRESHOLD_TRIES = 6;
/** Requests made to the feed while it answers without a usable entry. */
export const AD_FEED_MAX_ATTEMPTS = 10;
/** Chance that a blocked visitor sees the polite ad-block message instead of an in-house ad. */
export const AD_BLOCK_MESSAGE_PROBABILITY = 0.2;
/** Chance that the ad is laid out inline (text only); otherwise the image layout is used. */
export const AD_INLINE_PROBABILITY = 0.2;
/** Delay between an ad showing and its display event. */
export const AD_DISPLAY_EVENT_DELAY_MS = 2500;
/** Share of display (and click) events sent to analytics by default. */
export const AD_DISPLAY_SAMPLE_RATE = 0.1;
/** Height reserved for the slot, in px. */
export const AD_MIN_HEIGHT_PX = 126;
/** Height reserved on small screens (below the `sm` breakpoint), where the text wraps more. */
export const AD_MIN_HEIGHT_SMALL_PX = 142;
/** Width under which the small-screen height applies (the `sm` breakpoint). */
export const AD_SMALL_SCREEN_MAX_PX = 600;
/** Margin above and below the slot, in spacing units. */
export const AD_MARGIN_SPACING_UNITS = 3;
/** One spacing unit of the shell, in px. */
export const SPACING_UNIT_PX = 8;
/** Token in a pixel URL replaced by the feed entry's timestamp. */
export const AD_PIXEL_TIMESTAMP_TOKEN = '[timestamp]';

/**
 * Third-party endpoints, empty unless configured. With neither set the slot makes no
 * request at all and shows the in-house ads at once (the ad-blocker path); with either
 * set, it polls for the third-party ad at `AD_POLL_INTERVAL_MS`, up to `AD_POLL_MAX_TRIES` times.
 */
export const AD_FEED_URL = process.env.NEXT_PUBLIC_AD_FEED_URL || '';
export const AD_SCRIPT_URL = process.env.NEXT_PUBLIC_AD_SCRIPT_URL || '';

/** An ad ready to render, from the feed or from the in-house list: the fields both sources map to. */
export interface AdObject {
  /** Who the ad is for. */
  name: string;
  /** Where a click leads. */
  link: string;
  /** Image URL. */
  img: string;
  /** Text shown beside the image. */
  description: string;
  /** Network credit shown under the ad; empty for in-house ads. */
  poweredby: string;
  /** Analytics label of the ad. */
  label: string;
}
