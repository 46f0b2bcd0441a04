// Quotes per second for each quote function of the built package.
// Usage: pnpm --filter @tablogs/pricing bench   (builds first)
import { bundleQuotes, quoteBundle, quoteLab, quoteLogging } from '../dist/index.js';

const ITERATIONS = 2_000_000;
const billing = (index) => (index % 2 === 0 ? 'annual' : 'monthly');
// Varied inputs, built before timing, so every call takes a different path.
const logs = Array.from({ length: 1024 }, (_, index) => 100 + ((index * 37) % 900));
const tests = Array.from({ length: 1024 }, (_, index) => (index * 53) % 3000);
const loggingQuote = quoteLogging({ logsPerMonth: 350, billing: 'annual' });
const labQuote = quoteLab({ soil: 300, concrete: 150, asphalt: 0, billing: 'annual' });

const cases = {
  quoteLogging: (index) =>
    quoteLogging({ logsPerMonth: logs[index & 1023], billing: billing(index) }).standard,
  quoteLab: (index) =>
    quoteLab({
      soil: tests[index & 1023],
      concrete: tests[(index + 7) & 1023],
      asphalt: tests[(index + 13) & 1023],
      billing: billing(index),
    }).standard,
  quoteBundle: (index) =>
    quoteBundle({ logging: logs[index & 1023], lab: tests[index & 1023] }).total,
  bundleQuotes: (index) =>
    bundleQuotes(loggingQuote, labQuote, index % 2 === 0 ? 'standard' : 'plus').total,
};

let sink = 0;
console.log(`${ITERATIONS.toLocaleString('en-US')} calls each, Node ${process.version}`);
for (const [name, call] of Object.entries(cases)) {
  for (let index = 0; index < 100_000; index += 1) sink += call(index); // warm up the JIT
  const start = process.hrtime.bigint();
  for (let index = 0; index < ITERATIONS; index += 1) sink += call(index);
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  const perSecond = Math.round(ITERATIONS / seconds).toLocaleString('en-US');
  console.log(`${name.padEnd(13)} ${perSecond.padStart(12)} quotes/s`);
}
if (Number.isNaN(sink)) throw new Error('unreachable: keeps the results alive');
