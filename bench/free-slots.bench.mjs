// Free-slot benchmark (issue 22; never part of npm test): the core rule computes a month of slots of one
// service — three deliverers, weekday hours 08:00–18:00 and Saturday mornings in Europe/Berlin (the month
// spans the October daylight-saving change), 15-minute grid for a 30-minute service with buffers, each
// deliverer with 250 busy events in the month. Prints the median and p95 in milliseconds.
// Run: node bench/free-slots.bench.mjs [--runs N] after `npx tsc -b packages/core`.
import { parseArgs } from 'node:util';
import { freeSlots } from '@vela/core';

const { values: args } = parseArgs({ options: { runs: { type: 'string', default: '200' } } });
const RUNS = Number(args.runs);
const from = Date.parse('2026-10-01T00:00:00Z');
const to = Date.parse('2026-11-01T00:00:00Z');
const weeklyHours = [
  ...[0, 1, 2, 3, 4].map((weekday) => ({ weekday, start: '08:00', end: '18:00' })),
  { weekday: 5, start: '09:00', end: '13:00' },
];
let seed = 7;
const random = () => {
  seed = (seed * 16807) % 2147483647;
  return seed / 2147483647;
};
const deliverers = ['alex', 'jordan', 'sam'].map((id) => ({
  id,
  busy: Array.from({ length: 250 }, () => {
    const start = from + Math.floor((random() * (to - from)) / 900_000) * 900_000;
    return { start, end: start + (1 + Math.floor(random() * 4)) * 1_800_000 };
  }),
}));
const input = {
  from,
  to,
  timeZone: 'Europe/Berlin',
  weeklyHours,
  deliverers,
  durationMinutes: 30,
  bufferBeforeMinutes: 10,
  bufferAfterMinutes: 5,
  stepMinutes: 15,
  now: from - 86_400_000,
  horizonDays: 60,
};

const times = [];
let count = 0;
for (let run = 0; run < RUNS + 10; run += 1) {
  const started = performance.now();
  count = freeSlots(input).length;
  const elapsed = performance.now() - started;
  if (run >= 10) times.push(elapsed);
}
times.sort((a, b) => a - b);
const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
console.log(`free slots of a month, 3 deliverers × 250 events: ${count} slots`);
console.log(`median ${at(0.5).toFixed(2)} ms, p95 ${at(0.95).toFixed(2)} ms over ${RUNS} runs (limit 50 ms)`);
