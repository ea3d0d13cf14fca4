import { describe, expect, it } from 'vitest';
import { scrollWeekToDay, weekColumnOf } from './week-scroll.ts';

/** The library's week grid as a phone lays it out: a 56 px column of times, then 96 px days. */
function weekGrid(): { root: HTMLElement; grid: HTMLElement; header: HTMLElement } {
  const root = document.createElement('div');
  root.innerHTML = `
    <div class="rbc-time-view">
      <div class="rbc-time-header"><div class="rbc-time-header-gutter"></div></div>
      <div class="rbc-time-content">
        <div class="rbc-time-gutter"></div>
        ${'<div class="rbc-day-slot"></div>'.repeat(7)}
      </div>
    </div>`;
  const grid = root.querySelector<HTMLElement>('.rbc-time-content');
  const header = root.querySelector<HTMLElement>('.rbc-time-header');
  const times = root.querySelector<HTMLElement>('.rbc-time-gutter');
  if (!grid || !header || !times) throw new Error('grid not built');
  Object.defineProperty(times, 'offsetWidth', { value: 56 });
  root.querySelectorAll<HTMLElement>('.rbc-day-slot').forEach((day, index) => {
    Object.defineProperty(day, 'offsetLeft', { value: 56 + index * 96 });
  });
  return { root, grid, header };
}

describe('the week grid on a narrow screen', () => {
  it('knows each day’s column in a Monday-to-Sunday week', () => {
    expect(weekColumnOf('2026-11-30')).toBe(0); // a Monday
    expect(weekColumnOf('2026-12-01')).toBe(1);
    expect(weekColumnOf('2026-12-06')).toBe(6); // a Sunday
    expect(weekColumnOf('2027-01-01')).toBe(4); // a Friday
  });

  it('opens scrolled to the address’s day, beside the times, with the day names above it', () => {
    const { root, grid, header } = weekGrid();
    scrollWeekToDay(root, '2026-12-03');
    // Thursday is the fourth day: three days (288 px) scrolled under the column of times.
    expect(grid.scrollLeft).toBe(288);
    expect(header.scrollLeft).toBe(288);
    scrollWeekToDay(root, '2026-11-30');
    expect(grid.scrollLeft).toBe(0);
    expect(header.scrollLeft).toBe(0);
  });

  it('leaves a calendar without a time grid (month, agenda) alone', () => {
    const root = document.createElement('div');
    root.innerHTML = '<div class="rbc-month-view"></div>';
    expect(() => scrollWeekToDay(root, '2026-12-03')).not.toThrow();
  });
});
