import { describe, expect, it } from 'vitest';
import { repairCalendarAccessibility } from './accessible-grid.ts';

describe("the calendar library's markup, repaired", () => {
  it('drops the month grid’s table roles and makes the scrolling regions reachable by keyboard', () => {
    const root = document.createElement('div');
    root.innerHTML = `
      <div class="rbc-month-view" role="table">
        <div class="rbc-month-header" role="row"><div class="rbc-header"><span role="columnheader" aria-sort="none">Mon</span></div></div>
        <div class="rbc-month-row" role="rowgroup"><div class="rbc-row-content" role="row">
          <div class="rbc-date-cell" role="cell"><button>1</button></div><button class="rbc-event">Yoga</button>
        </div></div>
      </div>
      <div class="rbc-agenda-view"></div>`;
    repairCalendarAccessibility(root);
    expect(root.querySelectorAll('.rbc-month-view [role], .rbc-month-view[role]')).toHaveLength(0);
    // aria-sort belongs to column headers only: left on the day names it fails axe's aria-allowed-attr.
    expect(root.querySelectorAll('.rbc-month-view [aria-sort]')).toHaveLength(0);
    const agenda = root.querySelector('.rbc-agenda-view');
    expect(agenda?.getAttribute('tabindex')).toBe('0');
    expect(agenda?.getAttribute('aria-label')).toBe('Agenda');
    expect(root.querySelectorAll('button')).toHaveLength(2);
  });
});
