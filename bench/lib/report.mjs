// Writes the run's figures: a table on stdout, bench/results.md (with the hand-written notes of
// bench/notes.md appended: before/after records and explanations) and bench/results.json.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './common.mjs';

// Where bench/notes.md explains a shortfall and gives the fix, by metric.
const EXPLAINED = [
  [/initial JS.*ratio/, 1],
  [/best practices/, 2],
  [/LCP element/, 19],
  [/performance$|LCP/, 3],
  [/CLS/, 4],
  [/Longest task/, 5],
  [/p99|throughput/i, 6],
  [/resident memory/, 7],
];
const explained = (r) => {
  if (r.met !== false) return r.note;
  const section = EXPLAINED.find(([pattern]) => pattern.test(r.metric))?.[1];
  return section ? [r.note, `why and fix: notes §${section} below`].filter(Boolean).join('; ') : r.note;
};

const mark = (met) => (met === true ? '✅ met' : met === false ? '❌ not met' : '—');
const show = (r) =>
  r.value === null || r.value === undefined ? 'n/a' : `${r.value}${r.unit ? ` ${r.unit}` : ''}`;
const cell = (text) =>
  String(text ?? '')
    .replace(/\|/g, '\\|')
    .replace(/\n/g, ' ');

function summary(sections) {
  const rows = sections.flatMap((s) => s.rows);
  return {
    met: rows.filter((r) => r.met === true).length,
    notMet: rows.filter((r) => r.met === false).length,
    notMeasured: rows.filter((r) => r.value === null).length,
  };
}

function printTable(sections) {
  for (const section of sections) {
    console.log(`\n${section.title}`);
    console.table(
      section.rows.map((r) => ({
        metric: r.metric.replace(/`/g, ''),
        value: show(r),
        target: r.target || '',
        met: mark(r.met),
      })),
    );
    for (const r of section.rows.filter((x) => x.value === null)) console.log(`  ${r.metric}: ${r.note}`);
  }
}

export function writeResults({ meta, sections }) {
  printTable(sections);
  const counts = summary(sections);
  const m = meta.machine;
  const lines = [
    '# Benchmark results',
    '',
    `Command: \`${meta.command}\` · date: ${meta.date} · duration: ${meta.durationSeconds} s · code measured: ${meta.code}` +
      (meta.serverRestarts
        ? ` · the reference server was stopped from outside and restarted ${meta.serverRestarts}×`
        : ''),
    '',
    `Machine: ${m.cores} cores (${m.cpu}), ${m.memoryGiB} GiB RAM, load average at start ${m.loadAverageAtStart.join(' / ')};` +
      ` Node ${m.node}; ${m.chromium}. Data: ${meta.seedItems.toLocaleString('en')} seeded items (SEED=${meta.seed}).`,
    '',
    'Absolute times are noisy on a shared machine; the ratios (app vs floor, reference server vs json-server) are' +
      ' measured in the same run and are what the targets compare.',
    '',
    `**Targets met: ${counts.met} · not met: ${counts.notMet} · not measured: ${counts.notMeasured}**`,
    '',
  ];
  for (const section of sections) {
    lines.push(
      `## ${section.title}`,
      '',
      '| Metric | Value | Target | Met | Note |',
      '|---|---|---|---|---|',
    );
    for (const r of section.rows) {
      lines.push(
        `| ${cell(r.metric)} | ${cell(show(r))} | ${cell(r.target)} | ${mark(r.met)} | ${cell(explained(r))} |`,
      );
    }
    lines.push('');
  }
  const notesPath = join(ROOT, 'bench', 'notes.md');
  if (existsSync(notesPath)) lines.push(readFileSync(notesPath, 'utf8').trim(), '');
  writeFileSync(join(ROOT, 'bench', 'results.md'), `${lines.join('\n')}`);
  writeFileSync(
    join(ROOT, 'bench', 'results.json'),
    `${JSON.stringify({ ...meta, summary: counts, sections }, null, 2)}\n`,
  );
}
