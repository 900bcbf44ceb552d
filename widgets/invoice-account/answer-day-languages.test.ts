import { describe, expect, it } from 'vitest';
import { messagesIn } from '../core/runtime/translations.ts';
import { answerDay, formatDayOn } from './answer-day.ts';
import english from './invoice-account.en.ts';
import { invoiceAccountMessages } from './invoice-account.messages.ts';
import polish from './invoice-account.pl.ts';

// The success view's answer day in the element's language: the same day as in Icelandic, written
// with the catalogue's weekday and month names and each language's order.

const inEnglish = messagesIn(english, invoiceAccountMessages);
const inPolish = messagesIn(polish, invoiceAccountMessages);

/** Received at 15:00 on each day from Saturday 28 November 2026: the next weekday each time. */
const week = Array.from({ length: 7 }, (_, index) => answerDay(new Date(Date.UTC(2026, 10, 28 + index, 15))));
const days = week.flatMap((answer) => (answer.kind === 'later' ? [answer.day] : []));

describe('formatDayOn in English and Polish', () => {
  it('English: the weekday, then the month and the day', () => {
    expect(days.map((day) => formatDayOn(day, inEnglish))).toEqual([
      'on Monday, November 30',
      'on Monday, November 30',
      'on Tuesday, December 1',
      'on Wednesday, December 2',
      'on Thursday, December 3',
      'on Friday, December 4',
      'on Monday, December 7',
    ]);
    expect(inEnglish.answeredOn(formatDayOn({ year: 2026, month: 11, day: 2, weekday: 3 }, inEnglish))).toBe(
      'You will get an answer on Wednesday, December 2.',
    );
  });

  it('Polish: the weekday with its preposition, then the day and the month in the genitive', () => {
    expect(days.map((day) => formatDayOn(day, inPolish))).toEqual([
      'w poniedziałek, 30 listopada',
      'w poniedziałek, 30 listopada',
      'we wtorek, 1 grudnia',
      'w środę, 2 grudnia',
      'w czwartek, 3 grudnia',
      'w piątek, 4 grudnia',
      'w poniedziałek, 7 grudnia',
    ]);
    expect(formatDayOn({ year: 2027, month: 0, day: 1, weekday: 5 }, inPolish)).toBe('w piątek, 1 stycznia');
  });
});
