// Reading a V8 CPU profile (`node --cpu-prof`) taken under load: how much of each request's time
// went to fw's own code, the app, installed packages, Node's JavaScript, native code and garbage
// collection, and fw's most expensive functions. Used by bench/profile.mjs.

/** The categories, in table order, with their labels. */
export const CATEGORIES = [
  ['fw', "fw's own code (packages/runtime)"],
  ['app', 'the server, its handler and generated code (bench/)'],
  ['packages', 'installed packages (node_modules)'],
  ['node', "Node's JavaScript (node:http, streams, events, ...)"],
  ['native', 'native code (system calls, the HTTP parser, regular expressions, V8 builtins)'],
  ['gc', 'garbage collection'],
];

/** The category of a profile node's call frame. */
export function categoryOf(frame) {
  const url = frame.url ?? '';
  if (url.includes('/packages/runtime/')) return 'fw';
  if (url.includes('/node_modules/')) return 'packages';
  if (url.includes('/bench/')) return 'app';
  if (url.startsWith('node:')) return 'node';
  if (frame.functionName === '(garbage collector)') return 'gc';
  if (frame.functionName === '(idle)') return 'idle';
  return 'native';
}

/** "name (file:line)" of a call frame, with the path cut to what follows packages/, bench/ or node_modules/. */
export function frameLabel(frame) {
  const name = frame.functionName === '' ? '(anonymous)' : frame.functionName;
  const url = frame.url ?? '';
  if (url === '') return name;
  const short = url.replace(/^file:\/\//, '').replace(/^.*\/(packages|node_modules|bench)\//, '$1/');
  return `${name} (${short}:${frame.lineNumber + 1})`;
}

/**
 * The time of a profile between `fromUs` and `toUs` (its own clock: CLOCK_MONOTONIC in µs, the
 * clock of `process.hrtime` in the process that ran the load), per request:
 * `{ requests, sampledMs, samples, busyUs, idleUs, byCategory: { fw, app, ... } (µs per request),
 * functions: [{ label, category, us }] (µs per request, most expensive first) }`. Each sample
 * counts for the time since the one before it.
 */
export function summarizeProfile(profile, { fromUs = -Infinity, toUs = Infinity, requests }) {
  const frames = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const byCategory = Object.fromEntries([...CATEGORIES.map(([id]) => [id, 0]), ['idle', 0]]);
  const byFunction = new Map();
  let time = profile.startTime;
  let samples = 0;
  let total = 0;
  for (let i = 0; i < profile.samples.length; i++) {
    const delta = profile.timeDeltas[i] ?? 0;
    time += delta;
    if (time < fromUs || time > toUs) continue;
    const frame = frames.get(profile.samples[i]);
    if (frame === undefined) continue;
    samples++;
    total += delta;
    const category = categoryOf(frame);
    byCategory[category] += delta;
    if (category === 'idle') continue;
    const label = frameLabel(frame);
    const entry = byFunction.get(label) ?? { label, category, us: 0 };
    entry.us += delta;
    byFunction.set(label, entry);
  }
  const per = (us) => us / Math.max(1, requests);
  const busy = total - byCategory.idle;
  return {
    requests,
    samples,
    sampledMs: total / 1000,
    busyUs: per(busy),
    idleUs: per(byCategory.idle),
    byCategory: Object.fromEntries(Object.entries(byCategory).map(([k, v]) => [k, per(v)])),
    functions: [...byFunction.values()].map((f) => ({ ...f, us: per(f.us) })).sort((a, b) => b.us - a.us),
  };
}

const us = (x) => (Number.isFinite(x) ? x.toFixed(2) : '-');

/** The server's own JavaScript: the framework, the handler and what it calls (JSON.parse and JSON.stringify count where they are called). */
export function ownUs(summary) {
  return summary.byCategory.fw + summary.byCategory.app + summary.byCategory.packages;
}

/**
 * One scenario's profiles as Markdown: µs per request by category, one column per server, then
 * fw's most expensive functions. `entries` are `{ label, summary, rps }` (summary null for a run
 * that failed, with `problem`).
 */
export function renderProfileTable(entries) {
  const ok = entries.filter((e) => e.summary !== null);
  const row = (label, values) => `| ${label} | ${values.join(' | ')} |`;
  const lines = [
    row(
      'µs per request',
      ok.map((e) => e.label),
    ),
    `|---|${ok.map(() => '---:').join('|')}|`,
    ...CATEGORIES.slice(0, 3).map(([id, label]) =>
      row(
        label,
        ok.map((e) => us(e.summary.byCategory[id])),
      ),
    ),
    row(
      "*the server's own JavaScript (the three rows above)*",
      ok.map((e) => `*${us(ownUs(e.summary))}*`),
    ),
    ...CATEGORIES.slice(3).map(([id, label]) =>
      row(
        label,
        ok.map((e) => us(e.summary.byCategory[id])),
      ),
    ),
    row(
      '**busy, in all**',
      ok.map((e) => `**${us(e.summary.busyUs)}**`),
    ),
    row(
      'idle (waiting for the network)',
      ok.map((e) => us(e.summary.idleUs)),
    ),
    row(
      'requests/s while profiled',
      ok.map((e) => Math.round(e.rps).toLocaleString('en-US')),
    ),
  ];
  for (const e of entries.filter((x) => x.summary === null)) lines.push('', `${e.label}: not profiled (${e.problem}).`);
  for (const e of ok) {
    const own = e.summary.functions.filter((f) => f.category === 'fw').slice(0, 6);
    if (own.length > 0)
      lines.push(
        '',
        `${e.label}, fw's most expensive functions (µs per request): ${own.map((f) => `\`${f.label}\` ${us(f.us)}`).join(', ')}.`,
      );
    const top = e.summary.functions.slice(0, 6);
    lines.push(
      '',
      `${e.label}, the most expensive functions of all: ${top.map((f) => `\`${f.label}\` ${us(f.us)} (${f.category})`).join(', ')}.`,
    );
  }
  return lines.join('\n');
}

/**
 * A sentence on where `subject` spends more time per request than `reference` (two summaries of
 * the same scenario): the busy difference, split into the server's own JavaScript, Node's
 * JavaScript, native code and garbage collection.
 */
export function explainDifference(subjectLabel, subject, referenceLabel, reference) {
  const diff = subject.busyUs - reference.busyUs;
  const signed = (d) => `${d >= 0 ? '+' : ''}${d.toFixed(2)}`;
  const parts = [
    ["the server's own JavaScript", ownUs(subject) - ownUs(reference)],
    ["Node's JavaScript", subject.byCategory.node - reference.byCategory.node],
    ['native code', subject.byCategory.native - reference.byCategory.native],
    ['garbage collection', subject.byCategory.gc - reference.byCategory.gc],
  ].map(([label, d]) => `${label} ${signed(d)}`);
  return (
    `${subjectLabel} was busy ${us(subject.busyUs)} µs per request against ${us(reference.busyUs)} µs for ${referenceLabel} ` +
    `(${signed(diff)} µs): ${parts.join(', ')} µs.`
  );
}

/**
 * The mean of several summaries of one server (profiles of separate runs), so one noisy run
 * weighs less: every time is averaged (a function missing from a run counts 0 there), so the
 * categories still add up to the busy time; requests, samples and sampled time are summed.
 */
export function averageSummaries(summaries) {
  const n = summaries.length;
  const mean = (pick) => summaries.reduce((sum, s) => sum + pick(s), 0) / n;
  const functions = new Map();
  for (const s of summaries) {
    for (const f of s.functions) {
      const entry = functions.get(f.label) ?? { label: f.label, category: f.category, us: 0 };
      entry.us += f.us / n;
      functions.set(f.label, entry);
    }
  }
  return {
    requests: summaries.reduce((sum, s) => sum + s.requests, 0),
    samples: summaries.reduce((sum, s) => sum + s.samples, 0),
    sampledMs: summaries.reduce((sum, s) => sum + s.sampledMs, 0),
    busyUs: mean((s) => s.busyUs),
    idleUs: mean((s) => s.idleUs),
    byCategory: Object.fromEntries(Object.keys(summaries[0].byCategory).map((k) => [k, mean((s) => s.byCategory[k])])),
    functions: [...functions.values()].sort((a, b) => b.us - a.us),
  };
}
