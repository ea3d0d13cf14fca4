import { DEMO_NOTE_ID, type DemoBranch, type DemoOrganisation } from '../../../platform/modules/demo-plan.ts';
import type { NoteInsert } from '../notes/notes.repository.ts';
import { atLocalHour, DAY_MS, type DemoPerson, type Random, randomSequence } from './demo-members.ts';

/**
 * The demo persons' notes and SMS records, made deterministically from the organisation, the
 * anchor and the persons (their own random sequence, so adding them left the persons unchanged):
 * about a third of the members and prospects have 1–3 notes, written by the demo staff who may
 * manage them, at opening hours on days between the person's joining and the seeding day; some of
 * them were also sent an SMS. Plain persons (the first ten of a branch) have none, so tests and
 * journeys that start from an empty Notes widget can use them.
 */

const MEMBER_NOTES = [
  'Asked about freezing membership over the Christmas break.',
  'Prefers morning classes; knee injury, avoid high-impact.',
  'Paid casual visit fee in cash.',
  'Lost access card, issued a replacement. Old card deactivated.',
  'Wants to move to fortnightly direct debit to line up with pay day.',
  'Booked a personal training intro session for next week.',
  'Complained the showers were cold on Sunday morning. Passed on to facilities.',
  'Recovering from shoulder surgery; physio has cleared light weights only.',
  'Asked for a copy of the membership terms by email. Sent.',
  'Brought a friend on a guest pass; friend interested in joining.',
  'Direct debit failed last month; updated bank details at the desk.',
  'Pregnant (second trimester); doctor has cleared low-impact classes.',
  'Locker 42 key handed out. Deposit paid.',
  'Left a water bottle in studio 2, now in lost property.',
  'Moving overseas in March, will need to cancel then. Reminded about 30 days notice.',
  'Very happy with the new spin instructor, asked for more evening sessions.',
  'Requested a program review with a trainer after 3 months.',
  'Asthmatic; carries an inhaler in the gym bag.',
  'Student card sighted, student rate applies until end of the year.',
  'Asked about adding a partner to the membership.',
  'Hasn’t visited in six weeks; called and left a voicemail.',
  'Wants to switch home branch when the new location opens.',
  'Type 1 diabetic. Keeps glucose tabs in locker.',
  'Reported a faulty treadmill (number 7). Logged with maintenance.',
  'Suspended for two weeks while travelling for work.',
];

const PROSPECT_NOTES = [
  'Came in for a tour; interested in the 12-month plan, will call back Friday.',
  'Enquired about group fitness timetable and parking.',
  'Used a free 3-day trial pass. Follow up at the end of the week.',
  'Comparing us with the gym down the road; price is the main concern.',
  'Interested in swim squad for their teenager.',
  'Called twice, no answer. Try again after 5 pm.',
  'Wants to start after returning from holiday next month.',
  'Referred by an existing member; eligible for the referral offer.',
];

/** SMS the front desk sends by hand; `{name}` is the person's first name, `{branch}` the branch. */
const SMS_TEXTS = [
  'Hi {name}, your access card is ready to collect from reception at {branch}.',
  'Hi {name}, a reminder that your PT session is tomorrow at 7am. Reply to reschedule.',
  'Hi {name}, we found a jacket with your name on it. It is at the front desk at {branch}.',
  'Hi {name}, thanks for visiting {branch}! Let us know if you have any questions about joining.',
  'Hi {name}, your membership freeze has ended and your billing resumes this week.',
];

const NOTED_SHARE = 1 / 3;
/** Of the persons with notes, those the staff also texted (when they can receive an SMS). */
const TEXTED_SHARE = 0.15;

/** The demo staff accounts that may manage a person of the branch: their role covers it. */
export function staffWritingAt(org: DemoOrganisation, branch: DemoBranch): string[] {
  return org.staff
    .filter(({ scope }) => {
      if (!scope) return false;
      if ('allBranches' in scope) return true;
      if ('branchId' in scope) return scope.branchId === branch.id;
      return org.groups.some(
        (group) => group.id === scope.branchGroupId && group.branchIds.includes(branch.id),
      );
    })
    .map((staff) => staff.userId);
}

/**
 * An instant at opening hours on a day at least one day after the person joined and at least one
 * day before `anchorDay`, `daysAgo` days before the anchor at most; null when the person joined
 * too recently. The local hour (6–20) less the branch's offset keeps it strictly inside the window.
 */
export function instantSinceJoining(
  random: Random,
  person: DemoPerson,
  anchorDay: number,
  daysAgo: { min: number; max: number },
): Date | null {
  const daysSinceJoining = Math.floor((anchorDay - person.createdAt.getTime()) / DAY_MS) - 1;
  const max = Math.min(daysAgo.max, daysSinceJoining);
  const min = Math.min(Math.max(daysAgo.min, 1), max);
  if (max < 1) return null;
  const day = anchorDay - random.int(min, max) * DAY_MS;
  return atLocalHour(day, person.branch, random.int(6, 20) + random.int(0, 59) / 60);
}

/** Picks `count` different items (fewer when there are not that many). */
export function pickDistinct<T>(random: Random, items: readonly T[], count: number): T[] {
  const left = [...items];
  const picked: T[] = [];
  while (picked.length < count && left.length > 0) {
    picked.push(...left.splice(Math.floor(random.next() * left.length), 1));
  }
  return picked;
}

/** Notes over the last 24 months, like the visits. */
const NOTE_WINDOW_DAYS = 730;

export function buildDemoNotes(
  org: DemoOrganisation,
  tenantNumber: number,
  anchor: Date,
  persons: readonly DemoPerson[],
): NoteInsert[] {
  const random = randomSequence(tenantNumber * 7919 + 29);
  const anchorDay = Math.floor(anchor.getTime() / DAY_MS) * DAY_MS;
  const writers = new Map(org.branches.map((branch) => [branch.id, staffWritingAt(org, branch)]));
  const notes: NoteInsert[] = [];
  const add = (
    person: DemoPerson,
    at: Date,
    fields: Pick<NoteInsert, 'contents' | 'category' | 'status'>,
  ) => {
    const authors = writers.get(person.branch.id) ?? [];
    if (authors.length === 0) return;
    notes.push({
      id: DEMO_NOTE_ID(tenantNumber, notes.length + 1),
      applicationId: org.id,
      personId: person.id,
      ...fields,
      modifiedByUserId: random.pick(authors),
      createdAt: at,
      modifiedAt: at,
    });
  };
  for (const person of persons) {
    if (person.plain || !random.chance(NOTED_SHARE)) continue;
    const texts = pickDistinct(random, person.isMember ? MEMBER_NOTES : PROSPECT_NOTES, random.int(1, 3));
    for (const contents of texts) {
      const at = instantSinceJoining(random, person, anchorDay, { min: 1, max: NOTE_WINDOW_DAYS });
      if (at) add(person, at, { contents, category: 'NOTE', status: null });
    }
    if (person.textable && random.chance(TEXTED_SHARE)) {
      const at = instantSinceJoining(random, person, anchorDay, { min: 1, max: NOTE_WINDOW_DAYS });
      const contents = random
        .pick(SMS_TEXTS)
        .replace('{name}', person.firstName)
        .replace('{branch}', person.branch.name);
      // Delivered long ago: SENT is final, so no delivery report or job ever touches these.
      if (at) add(person, at, { contents, category: 'SMS', status: 'SENT' });
    }
  }
  return notes;
}
