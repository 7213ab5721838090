/** The conditional request headers of staticFiles (RFC 9110 section 13): preconditions, 304 checks, If-Range. */
import type { Context } from '../../context.js';
import { ifMatch, ifNoneMatch } from '../etag/match.js';

/** IMF-fixdate, `Sun, 06 Nov 1994 08:49:37 GMT`. */
const IMF_FIXDATE =
  /^(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d\d (?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d\d:\d\d:\d\d GMT$/;
/** The obsolete RFC 850 form, `Sunday, 06-Nov-94 08:49:37 GMT`. */
const RFC850_DATE =
  /^(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day, \d\d-(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)-\d\d \d\d:\d\d:\d\d GMT$/;
/** The obsolete asctime form, `Sun Nov  6 08:49:37 1994` (UTC, though it does not say so). */
const ASCTIME_DATE =
  /^(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun) (?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) [ \d]\d \d\d:\d\d:\d\d \d{4}$/;

/**
 * The time of an HTTP-date (RFC 9110 section 5.6.7: IMF-fixdate, or the two obsolete forms
 * recipients must accept) in milliseconds, or NaN when `value` is not one. `Date.parse` alone
 * would read `1` as the year 2001; a header that is not an HTTP-date must be ignored instead.
 *
 * @example httpDate('Tue, 02 Jan 2024 03:04:05 GMT') // 1704164645000
 */
function httpDate(value: string): number {
  if (IMF_FIXDATE.test(value) || RFC850_DATE.test(value)) return Date.parse(value);
  if (ASCTIME_DATE.test(value)) return Date.parse(value + ' GMT');
  return NaN;
}

/**
 * Whether the request's preconditions fail for a file with entity tag `tag` and Last-Modified
 * `modified` (ms, whole seconds), answered 412 (RFC 9110 section 13.2.2, steps 1 and 2):
 * `If-Match` when present (strong comparison, so only `*` matches the weak tags staticFiles
 * makes), else `If-Unmodified-Since` when it is an HTTP-date (fails when the file changed after it).
 */
export function preconditionFailed(ctx: Context, tag: string, modified: number): boolean {
  const match = ctx.header('if-match');
  if (match !== undefined) return !ifMatch(match, tag);
  const since = ctx.header('if-unmodified-since');
  if (since === undefined) return false;
  const time = httpDate(since);
  return !Number.isNaN(time) && modified > time;
}

/**
 * Whether the client's copy is current, answered 304 (steps 3 and 4): `If-None-Match` (weak
 * comparison) when present, else `If-Modified-Since` when it is an HTTP-date.
 */
export function notModified(ctx: Context, tag: string, modified: number): boolean {
  const match = ctx.header('if-none-match');
  if (match !== undefined) return ifNoneMatch(match, tag);
  const since = ctx.header('if-modified-since');
  if (since === undefined) return false;
  const time = httpDate(since);
  return !Number.isNaN(time) && modified <= time;
}

/**
 * Whether a Range header applies (step 5): no `If-Range`, or one with an HTTP-date equal to
 * Last-Modified. An entity tag needs a strong comparison here; the tags are weak, so it never
 * matches and the whole file is sent.
 */
export function rangeApplies(ctx: Context, tag: string, modified: number): boolean {
  const condition = ctx.header('if-range');
  if (condition === undefined) return true;
  const value = condition.trim();
  if (value.startsWith('"') || value.startsWith('W/')) return ifMatch(value, tag);
  return httpDate(value) === modified;
}
