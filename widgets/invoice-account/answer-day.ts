import { icelandicMonthNames } from '../core/runtime/format.ts';

// Spec §2 "Invoice-account application", §9: an application received before 14:00 on a weekday is
// answered the same day, otherwise on the next weekday. Iceland keeps UTC all year (no summer
// time), so the hour and the weekday are read in UTC and the answer is the same in any browser's
// time zone. Public holidays are not in the spec and are not counted.

/** The hour from which an application waits for the next weekday. */
export const answerCutoffHourUtc = 14;

/** A calendar day in Iceland: `month` 0-11, `weekday` 0 Sunday to 6 Saturday (as Date counts). */
export interface CalendarDay {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly weekday: number;
}

export type AnswerDay = { readonly kind: 'today' } | { readonly kind: 'later'; readonly day: CalendarDay };

const dayMs = 24 * 60 * 60 * 1000;

function isWeekday(weekday: number): boolean {
  return weekday >= 1 && weekday <= 5;
}

function calendarDay(at: Date): CalendarDay {
  return {
    year: at.getUTCFullYear(),
    month: at.getUTCMonth(),
    day: at.getUTCDate(),
    weekday: at.getUTCDay(),
  };
}

/** When an application received at `receivedAt` is answered. */
export function answerDay(receivedAt: Date): AnswerDay {
  if (isWeekday(receivedAt.getUTCDay()) && receivedAt.getUTCHours() < answerCutoffHourUtc) {
    return { kind: 'today' };
  }
  // Noon of the received day, so stepping whole days never lands on a day boundary.
  let next = Date.UTC(receivedAt.getUTCFullYear(), receivedAt.getUTCMonth(), receivedAt.getUTCDate(), 12);
  do next += dayMs;
  while (!isWeekday(new Date(next).getUTCDay()));
  return { kind: 'later', day: calendarDay(new Date(next)) };
}

/**
 * The seven weekday names in the form that says on which day something happens ('svarað
 * mánudaginn'): the definite accusative, lower case, Sunday first as `Date.getDay()` counts. Here,
 * not in core/runtime/format.ts: format.ts is in the runtime chunk every page loads, the pay page's budget
 * among them, and only this flow names weekdays.
 */
export const icelandicWeekdaysOn = [
  'sunnudaginn',
  'mánudaginn',
  'þriðjudaginn',
  'miðvikudaginn',
  'fimmtudaginn',
  'föstudaginn',
  'laugardaginn',
] as const;

/** The day as a sentence says it: 'mánudaginn 30. nóvember' (core's month names, no year). */
export function formatDayOn(day: CalendarDay): string {
  return `${icelandicWeekdaysOn[day.weekday] ?? ''} ${day.day}. ${icelandicMonthNames[day.month] ?? ''}`;
}
