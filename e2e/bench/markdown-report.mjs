// The bench's results as Markdown tables (printed; the same data is in results/latest.json).

const KB = (bytes) => (bytes === undefined ? '–' : `${(bytes / 1024).toFixed(1)} KB`);

function table(header, rows) {
  return [`| ${header.join(' | ')} |`, `|${header.map(() => '---').join('|')}|`, ...rows.map((r) => `| ${r.join(' | ')} |`)].join(
    '\n',
  );
}

function bytesSection(bytes) {
  const pages = Object.entries(bytes);
  const summary = table(
    ['page', 'JS gzip', 'JS brotli', 'CSS gzip', 'CSS brotli', 'total gzip', 'total brotli', 'files', 'react-dom copies'],
    pages.map(([name, p]) => [
      `\`${name}\``,
      KB(p.jsGzip),
      KB(p.jsBrotli),
      KB(p.cssGzip),
      KB(p.cssBrotli),
      KB(p.totalGzip),
      KB(p.totalBrotli),
      String(p.files.length),
      String(p.reactDomCopies),
    ]),
  );
  const perFile = pages.map(
    ([name, p]) =>
      `\n\`${name}\` (${p.url}), per file:\n\n` +
      table(
        ['file', 'type', 'raw', 'gzip', 'brotli'],
        p.files.map((f) => [`\`${f.url}\``, f.type === 'script' ? 'JS' : 'CSS', KB(f.raw), KB(f.gzip), KB(f.brotli)]),
      ),
  );
  return `## Bytes (JavaScript and CSS each page downloads; gzip -9, brotli 11)\n\n${summary}\n${perFile.join('\n')}`;
}

function lighthouseSection(lighthouse, runs) {
  const rows = [];
  for (const [preset, pages] of Object.entries(lighthouse)) {
    for (const [name, m] of Object.entries(pages)) {
      if (m.error) {
        rows.push([`\`${name}\``, preset, `failed: ${m.error}`, ...Array(8).fill('')]);
        continue;
      }
      rows.push([
        `\`${name}\``,
        preset,
        String(Math.round(m.performance * 100)),
        String(Math.round(m.accessibility * 100)),
        String(Math.round(m.bestPractices * 100)),
        String(Math.round(m.seo * 100)),
        `${m.lcpMs} ms`,
        m.lcpOverFloor === undefined ? '1.00x' : `${m.lcpOverFloor.toFixed(2)}x`,
        `${m.tbtMs} ms`,
        m.cls.toFixed(3),
        Number.isFinite(m.benchmarkIndex) ? String(m.benchmarkIndex) : '-',
      ]);
    }
  }
  return (
    `## Lighthouse 13 (median of ${runs} runs; "floor" is a static one-heading page from the same server)\n\n` +
    table(
      ['page', 'preset', 'perf', 'a11y', 'best practices', 'SEO', 'LCP', 'LCP / floor', 'TBT', 'CLS', 'host CPU index'],
      rows,
    ) +
    '\n"host CPU index" is Lighthouse\'s benchmarkIndex of this machine during the runs: the mobile preset multiplies ' +
    'task times by 4 assuming a fast desktop host, so a lower index (a slower or busier machine) inflates TBT.\n'
  );
}

/** A value with its goal: bold and MISS when the goal is missed, as the checks table says. */
function withGoal(text, check) {
  if (!check || check.meetsGoal === null) return text;
  return check.meetsGoal ? text : `**${text}** MISS`;
}

/** One row per route measured on mobile: the issue's goals (budgets.json) met or visibly missed. */
function routeGoalsSection(lighthouse, checks) {
  const mobile = lighthouse.mobile ?? {};
  const checkOf = (route, metric) => checks.find((c) => c.section === 'lighthouse' && c.name === `mobile ${route} ${metric}`);
  const goalOf = (metric) =>
    checks.find((c) => c.section === 'lighthouse' && c.name.endsWith(` ${metric}`) && c.goal)?.goal ?? '';
  const rows = Object.entries(mobile)
    .filter(([name]) => name !== 'floor')
    .map(([name, m]) =>
      m.error
        ? [`\`${name}\``, `failed: ${m.error}`, '', '', '', '', '', '']
        : [
            `\`${name}\``,
            withGoal(m.performance.toFixed(2), checkOf(name, 'performance')),
            withGoal(m.accessibility.toFixed(2), checkOf(name, 'accessibility')),
            `${m.lcpMs} ms`,
            withGoal(`${m.lcpOverFloor.toFixed(2)}x`, checkOf(name, 'lcpOverFloor')),
            withGoal(m.cls.toFixed(3), checkOf(name, 'cls')),
            withGoal(`${m.tbtMs} ms`, checkOf(name, 'tbtMs')),
            withGoal(`${m.documentBytes} B`, checkOf(name, 'documentBytes')),
          ],
    );
  const floor = mobile.floor ? `static floor LCP ${mobile.floor.lcpMs} ms` : 'no floor';
  return (
    `## Lighthouse mobile per route against the goals (${floor}; bold and MISS: goal missed)\n\n` +
    table(
      [
        'route',
        `perf (${goalOf('performance')})`,
        `a11y (${goalOf('accessibility')})`,
        'LCP',
        `LCP / floor (${goalOf('lcpOverFloor')})`,
        `CLS (${goalOf('cls')})`,
        `TBT (${goalOf('tbtMs')})`,
        `page bytes (${goalOf('documentBytes')})`,
      ],
      rows,
    ) +
    '\n"page bytes": the HTML document on the wire, headers included; within 14 600 B (ten TCP segments) it ' +
    'arrives in the first round trip.\n'
  );
}

function inpSection(inp, checks) {
  const rows = Object.entries(inp.interactions).map(([key, m]) => {
    if (m.error) return [m.label, `failed: ${m.error}`, '', '', ''];
    const check = checks.find((c) => c.section === 'inp' && c.name === `interactions ${key} p75Ms`);
    const p75 = m.p75Ms === 0 ? `< ${inp.durationThresholdMs} ms` : `${Math.round(m.p75Ms)} ms`;
    return [
      m.label,
      withGoal(p75, check),
      `${Math.round(m.maxMs)} ms`,
      m.samplesMs.map((ms) => Math.round(ms)).join(', '),
      m.slowestEvents.join(', '),
    ];
  });
  const goal = checks.find((c) => c.section === 'inp' && c.goal)?.goal ?? '';
  return (
    `## Interactions (INP-like: the longest Event Timing entry per repetition, CPU ${inp.cpuThrottlingRate}x slower, ` +
    `${inp.repetitions} repetitions; 0: under ${inp.durationThresholdMs} ms; goal p75 ${goal} ms)\n\n` +
    table(['interaction', 'p75', 'max', 'each repetition (ms)', 'slowest events'], rows)
  );
}

function apiSection(api) {
  const rows = [];
  for (const mode of ['cached', 'uncached']) {
    for (const r of Object.values(api[mode] ?? {})) {
      rows.push([
        mode,
        r.endpoint,
        String(r.reqPerSec),
        `${r.p50Ms} ms`,
        `${r.p99Ms} ms`,
        String(r.nodeHttpReqPerSec),
        `${(r.shareOfNodeHttp * 100).toFixed(0)} %`,
        String(r.fastifyReqPerSec),
        String(r.errors),
      ]);
    }
  }
  return (
    `## API (${api.products} products, ${api.connections} connections, ${api.durationSeconds} s each; ${api.database ?? 'PGlite'}; ` +
    `${api.acceptEncoding ? `Accept-Encoding: ${api.acceptEncoding}` : 'no Accept-Encoding'})\n\n` +
    table(['cache', 'endpoint', 'req/s', 'p50', 'p99', 'node:http req/s', 'share of node:http', 'Fastify req/s', 'errors'], rows)
  );
}

function checksSection(checks) {
  const show = (v) => (v === undefined ? 'missing' : Number.isInteger(v) ? String(v) : v.toFixed(3));
  return (
    "## Budgets (fail the bench) and the issue's goals (reported)\n\n" +
    table(
      ['metric', 'value', 'budget', 'within budget', 'goal', 'goal met'],
      checks.map((c) => [
        `${c.section} ${c.name}`,
        show(c.value),
        c.budget ?? '',
        c.withinBudget ? 'ok' : '**OVER**',
        c.goal ?? '',
        c.meetsGoal === null ? '' : c.meetsGoal ? 'ok' : 'MISS',
      ]),
    )
  );
}

export function markdownReport(results, checks) {
  const parts = [`# ShopHub bench (${results.mode}), ${results.date}, commit ${results.commit}`];
  parts.push(
    `Machine: ${results.machine.cpus} CPUs, load average ${results.machine.loadAverage.join(', ')} at the start, ` +
      `${results.machine.loadAverageAtEnd?.join(', ') ?? '?'} at the end (1, 5, 15 min)`,
  );
  if (results.bytes) parts.push(bytesSection(results.bytes));
  if (results.lighthouse) {
    parts.push(routeGoalsSection(results.lighthouse, checks));
    parts.push(lighthouseSection(results.lighthouse, results.lighthouseRuns));
  }
  if (results.inp) parts.push(inpSection(results.inp, checks));
  if (results.api) parts.push(apiSection(results.api));
  parts.push(checksSection(checks));
  return parts.join('\n\n');
}
