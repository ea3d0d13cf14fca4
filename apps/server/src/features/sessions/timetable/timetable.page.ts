import { Temporal } from 'temporal-polyfill';
import type { TimetableEntry, TimetableView } from './timetable.service.ts';

/**
 * The member timetable as HTML (docs/classes.md "Member timetable"): server-rendered, no script at
 * all and a few lines of inline style, so it is light on a phone and shares nothing with the staff
 * app's bundle. Every text from the database is escaped.
 */
function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

const STYLE = `body{font-family:system-ui,sans-serif;margin:0;background:#f6f7f9;color:#1a1b1e;line-height:1.45}
header,main{max-width:48rem;margin:0 auto;padding:0 1rem}h1{font-size:1.5rem;margin:1rem 0 .25rem}
nav{display:flex;gap:1rem;flex-wrap:wrap;margin:.75rem 0}a{color:#1864ab}
section{background:#fff;border:1px solid #dee2e6;border-radius:8px;padding:.75rem 1rem;margin:.75rem 0}
h2{font-size:1.1rem;margin:0 0 .5rem}section[aria-current] h2::after{content:" (today)";font-weight:400}
ul{list-style:none;margin:0;padding:0}li{display:flex;flex-wrap:wrap;gap:.25rem 1rem;padding:.5rem 0 .5rem .75rem;border-left:4px solid var(--c,#495057);margin:.35rem 0}
.time{font-variant-numeric:tabular-nums;min-width:7.5rem}.name{font-weight:600;flex:1}.spots{color:#237a35}.full{color:#c92a2a}
.over{color:#495057}.none,.zone{color:#495057;margin:0}`;

const dateLabel = (date: string, options: Intl.DateTimeFormatOptions) =>
  Temporal.PlainDate.from(date).toLocaleString('en-NZ', options);

function entryHtml(entry: TimetableEntry): string {
  const colour = entry.color && /^#[0-9a-fA-F]{6}$/.test(entry.color) ? ` style="--c:${entry.color}"` : '';
  const spots = entry.finished
    ? '<span class="over">Finished</span>'
    : entry.full
      ? `<span class="full">Full${entry.waitlistOpen ? ', waitlist open' : ''}</span>`
      : `<span class="spots">${escapeHtml(entry.spotsLeft)}</span>`;
  return `<li${colour}><span class="time">${entry.startTime}–${entry.endTime}</span><span class="name">${escapeHtml(entry.name)}</span>${
    entry.teacher ? `<span>with ${escapeHtml(entry.teacher)}</span>` : ''
  }${spots}</li>`;
}

export function timetablePage(view: TimetableView, today: string): string {
  const week = dateLabel(view.weekStart, { day: 'numeric', month: 'long', year: 'numeric' });
  const days = view.days
    .map((day) => {
      const heading = dateLabel(day.date, { weekday: 'long', day: 'numeric', month: 'long' });
      const list = day.entries.length
        ? `<ul>${day.entries.map(entryHtml).join('')}</ul>`
        : '<p class="none">No sessions</p>';
      return `<section aria-labelledby="d${day.date}"${day.date === today ? ' aria-current="date"' : ''}><h2 id="d${day.date}">${heading}</h2>${list}</section>`;
    })
    .join('\n');
  const title = `${view.branchName} timetable`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><header><h1>${escapeHtml(title)}</h1>
<p class="zone">Week of Monday ${week}. Times are local to the club (${escapeHtml(view.timeZone)}).</p>
<nav aria-label="Weeks"><a href="?week=${view.previousWeek}" rel="prev">Previous week</a><a href="?week=${view.thisWeek}"${
    view.weekStart === view.thisWeek ? ' aria-current="page"' : ''
  }>This week</a><a href="?week=${view.nextWeek}" rel="next">Next week</a></nav></header>
<main>${days}</main></body></html>`;
}

export function timetableNotFoundPage(): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Timetable not found</title><style>${STYLE}</style></head><body><main><h1>Timetable not found</h1>
<p>This club has no timetable at this address. Please check the link on the club's website.</p></main></body></html>`;
}
