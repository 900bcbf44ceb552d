import type { Translation } from '../core/runtime/translations.ts';
import { invoiceAccountMessages } from './invoice-account.messages.ts';

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

/** What a day in a sentence is written with, in any of the element's languages. */
export type DayOnTexts = Pick<
  Translation<typeof invoiceAccountMessages>,
  'weekdaysOn' | 'monthsOn' | 'dayOn'
>;

/**
 * The day as a sentence says it, no year: 'mánudaginn 30. nóvember' in Icelandic (core's month
 * names), 'on Monday, November 30' with the English texts.
 */
export function formatDayOn(day: CalendarDay, texts: DayOnTexts = invoiceAccountMessages): string {
  return texts.dayOn(texts.weekdaysOn[day.weekday] ?? '', day.day, texts.monthsOn[day.month] ?? '');
}
