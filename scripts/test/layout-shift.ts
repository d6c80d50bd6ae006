import type { Page } from 'playwright-core';

/**
 * An init script (before any of the page's own): records every layout shift not caused by input,
 * with its time and the nodes that moved, and the time the SPA last routed to the dashboard.
 */
export const recordLayoutShifts = `
  window.__shifts = [];
  window.__routeAt = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      const nodes = (entry.sources || []).map((s) => s.node ? (s.node.nodeName + '.' + (s.node.className || '') + ' ' + (s.node.textContent || '').slice(0, 40)) : '?');
      window.__shifts.push({ at: entry.startTime, value: entry.value, nodes });
    }
  }).observe({ type: 'layout-shift', buffered: true });
  for (const method of ['pushState', 'replaceState']) {
    const original = history[method].bind(history);
    history[method] = (...args) => {
      if (String(args[2] ?? '').includes('/dashboard')) window.__routeAt = performance.now();
      return original(...args);
    };
  }
`;

export interface Shift {
  /** On the page's clock (ms). */
  at: number;
  value: number;
  nodes: string[];
}

/** The shifts the page recorded, and when it last routed to the dashboard (0: loaded there). */
export const recordedShifts = async (page: Page) => ({
  shifts: await page.evaluate<Shift[]>('window.__shifts'),
  routeAt: await page.evaluate<number>('window.__routeAt'),
});

/**
 * Cumulative layout shift as Chromium and Lighthouse count it: the largest session window (shifts
 * less than 1 s apart, at most 5 s long) among the shifts from `since` on.
 */
export function cumulativeLayoutShift(shifts: readonly Shift[], since = 0): number {
  let worst = 0;
  let current = 0;
  let first = 0;
  let last = 0;
  for (const shift of shifts.filter((s) => s.at >= since)) {
    if (current > 0 && (shift.at - last > 1000 || shift.at - first > 5000)) current = 0;
    if (current === 0) first = shift.at;
    current += shift.value;
    last = shift.at;
    worst = Math.max(worst, current);
  }
  return worst;
}
