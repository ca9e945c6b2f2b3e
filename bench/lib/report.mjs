import os from 'node:os';

/**
 * What every benchmark prints about the machine: figures only compare on the same hardware,
 * and the issue asks each script to state it (issue 5).
 * @returns {{ cpus: number, cpuModel: string, memoryGb: number, node: string, platform: string }}
 */
export function describeMachine() {
  const cpus = os.cpus();
  return {
    cpus: cpus.length,
    cpuModel: cpus[0]?.model.trim() ?? 'unknown',
    memoryGb: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    node: process.version,
    platform: `${os.platform()} ${os.release()}`,
  };
}

/**
 * A plain text table; numbers right-aligned, everything else left-aligned.
 * @param {string[]} headers
 * @param {Array<Array<string | number>>} rows
 * @returns {string}
 */
export function formatTable(headers, rows) {
  const cells = [headers, ...rows.map((row) => row.map(String))];
  const widths = headers.map((_, column) =>
    Math.max(...cells.map((row) => (row[column] ?? '').length)),
  );
  const line = (/** @type {Array<string | number>} */ row) =>
    row
      .map((cell, column) =>
        typeof cell === 'number'
          ? String(cell).padStart(widths[column] ?? 0)
          : String(cell).padEnd(widths[column] ?? 0),
      )
      .join('  ')
      .trimEnd();
  return [
    line(headers),
    widths.map((width) => '-'.repeat(width)).join('  '),
    ...rows.map(line),
  ].join('\n');
}

/**
 * Prints the table for people and the JSON summary for tools. Never sets a failing exit code:
 * a missed target is a finding, not an error (issue 5 "never failing on timing").
 * @param {string} title
 * @param {string} table
 * @param {unknown} summary
 */
export function printReport(title, table, summary) {
  console.log(`\n== ${title} ==\n`);
  console.log(table);
  console.log('\nJSON summary:');
  console.log(JSON.stringify(summary, null, 2));
}

/**
 * @param {number} value
 * @param {number} [digits]
 */
export function round(value, digits = 1) {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}
