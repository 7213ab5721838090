// A hand-written SVG chart: one panel per scenario, one horizontal bar per framework (the median)
// with a min-max whisker and the value written next to it. No dependencies.
import { short } from './report.mjs';

const WIDTH = 920;
const LABEL_X = 14;
const BAR_X = 120;
const BAR_W = 540;
const ROW_H = 24;
const BAR_H = 15;
const FONT = 'font-family="system-ui, -apple-system, \'Segoe UI\', Helvetica, Arial, sans-serif"';

const COLORS = { fw: '#2563eb', bare: '#6b7280', fastify: '#0f766e', hono: '#ea580c', express: '#7c3aed' };

function esc(text) {
  return String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** A round axis maximum at or above `x`: 1, 2, 2.5 or 5 times a power of ten. */
function niceMax(x) {
  if (!(x > 0)) return 1;
  const p = 10 ** Math.floor(Math.log10(x));
  for (const m of [1, 2, 2.5, 5, 10]) if (m * p >= x) return m * p;
  return 10 * p;
}

/**
 * The chart as an SVG document. `panels`: `[{ title, rows: [{ key, label, median, min, max,
 * note }] }]`; `key` picks the colour (fw is blue), `note` is written after the value (e.g. the
 * ratio to bare node:http); a row without a finite median shows its note only.
 */
export function barChart({ title, subtitle, panels, unit = 'req/s' }) {
  const parts = [];
  const subtitles = Array.isArray(subtitle) ? subtitle : [subtitle];
  let y = 40 + subtitles.length * 15;
  for (const panel of panels) {
    const top = y;
    const finite = panel.rows.flatMap((r) => [r.max, r.median]).filter(Number.isFinite);
    const max = niceMax(finite.length ? Math.max(...finite) * 1.02 : 1);
    const scale = (v) => BAR_X + (Math.max(0, v) / max) * BAR_W;
    parts.push(
      `<text x="${LABEL_X}" y="${y + 14}" font-size="14" font-weight="600" fill="#111827">${esc(panel.title)}</text>`,
    );
    y += 24;
    const gridTop = y - 2;
    const gridBottom = y + panel.rows.length * ROW_H + 2;
    for (let t = 0; t <= 4; t++) {
      const x = BAR_X + (t / 4) * BAR_W;
      parts.push(
        `<line x1="${x.toFixed(1)}" y1="${gridTop}" x2="${x.toFixed(1)}" y2="${gridBottom}" stroke="#e5e7eb" stroke-width="1"/>`,
      );
      parts.push(
        `<text x="${x.toFixed(1)}" y="${gridBottom + 13}" font-size="10" fill="#6b7280" text-anchor="middle">${esc(short((t / 4) * max))}</text>`,
      );
    }
    for (const row of panel.rows) {
      const cy = y + ROW_H / 2;
      const bold = row.key === 'fw' ? ' font-weight="700"' : '';
      parts.push(
        `<text x="${BAR_X - 8}" y="${cy + 4}" font-size="12" fill="#111827" text-anchor="end"${bold}>${esc(row.label)}</text>`,
      );
      if (Number.isFinite(row.median)) {
        const color = COLORS[row.key] ?? '#6b7280';
        parts.push(
          `<rect x="${BAR_X}" y="${(cy - BAR_H / 2).toFixed(1)}" width="${(scale(row.median) - BAR_X).toFixed(1)}" height="${BAR_H}" fill="${color}" fill-opacity="0.85" rx="2"><title>${esc(`${row.label}: median ${Math.round(row.median)} ${unit}, min ${Math.round(row.min)}, max ${Math.round(row.max)}`)}</title></rect>`,
        );
        if (Number.isFinite(row.min) && Number.isFinite(row.max)) {
          const x1 = scale(row.min).toFixed(1);
          const x2 = scale(row.max).toFixed(1);
          parts.push(`<line x1="${x1}" y1="${cy}" x2="${x2}" y2="${cy}" stroke="#111827" stroke-width="1.5"/>`);
          for (const x of [x1, x2])
            parts.push(`<line x1="${x}" y1="${cy - 5}" x2="${x}" y2="${cy + 5}" stroke="#111827" stroke-width="1.5"/>`);
        }
        const text = `${short(row.median)} ${unit}${row.note ? `   ${row.note}` : ''}`;
        parts.push(`<text x="${BAR_X + BAR_W + 10}" y="${cy + 4}" font-size="12" fill="#111827">${esc(text)}</text>`);
      } else {
        parts.push(
          `<text x="${BAR_X + 6}" y="${cy + 4}" font-size="12" fill="#9ca3af" font-style="italic">${esc(row.note ?? 'not measured')}</text>`,
        );
      }
      y += ROW_H;
    }
    y = gridBottom + 30;
    parts.push(`<!-- panel ${esc(panel.title)} ${top}-${y} -->`);
  }
  const height = y;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}" viewBox="0 0 ${WIDTH} ${height}" ${FONT}>`,
    `<rect width="${WIDTH}" height="${height}" fill="#ffffff"/>`,
    `<text x="${LABEL_X}" y="24" font-size="17" font-weight="700" fill="#111827">${esc(title)}</text>`,
    ...subtitles.map(
      (line, i) => `<text x="${LABEL_X}" y="${43 + i * 15}" font-size="11" fill="#4b5563">${esc(line)}</text>`,
    ),
    ...parts,
    '</svg>',
    '',
  ].join('\n');
}
