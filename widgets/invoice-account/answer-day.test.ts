import { describe, expect, it } from 'vitest';
import { answerDay, formatDayOn } from './answer-day.ts';

// The 14:00 rule (spec §9) in UTC, Iceland's time all year. 23-29 November 2026 is Monday to Sunday.

/** The day the rule gives, in words as the success view shows it ('today' for the same day). */
function answeredOn(iso: string): string {
  const answer = answerDay(new Date(iso));
  return answer.kind === 'today' ? 'today' : formatDayOn(answer.day);
}

describe('answerDay', () => {
  it('a weekday before 14:00: the same day', () => {
    expect(answeredOn('2026-11-23T00:00:00Z')).toBe('today');
    expect(answeredOn('2026-11-25T09:30:00Z')).toBe('today');
    expect(answeredOn('2026-11-27T13:59:59.999Z')).toBe('today');
  });

  it('a weekday at or after 14:00: the next weekday', () => {
    expect(answeredOn('2026-11-23T14:00:00Z')).toBe('þriðjudaginn 24. nóvember');
    expect(answeredOn('2026-11-25T23:59:59Z')).toBe('fimmtudaginn 26. nóvember');
  });

  it('Friday after 14:00: Monday', () => {
    expect(answeredOn('2026-11-27T14:00:00Z')).toBe('mánudaginn 30. nóvember');
    expect(answeredOn('2026-11-27T21:15:00Z')).toBe('mánudaginn 30. nóvember');
  });

  it('Saturday and Sunday, at any hour: Monday', () => {
    expect(answeredOn('2026-11-28T08:00:00Z')).toBe('mánudaginn 30. nóvember');
    expect(answeredOn('2026-11-28T15:00:00Z')).toBe('mánudaginn 30. nóvember');
    expect(answeredOn('2026-11-29T00:00:00Z')).toBe('mánudaginn 30. nóvember');
    expect(answeredOn('2026-11-29T23:59:59Z')).toBe('mánudaginn 30. nóvember');
  });

  it('crosses a month and a year', () => {
    expect(answeredOn('2026-12-31T16:00:00Z')).toBe('föstudaginn 1. janúar');
    expect(answerDay(new Date('2026-12-31T16:00:00Z'))).toEqual({
      kind: 'later',
      day: { year: 2027, month: 0, day: 1, weekday: 5 },
    });
  });

  it('reads the time in UTC: the same instant written with an offset gives the same day', () => {
    // 13:30 in Iceland is 08:30 in New York: still before 14:00 in Iceland.
    expect(answeredOn('2026-11-27T08:30:00-05:00')).toBe('today');
    // 10:00 in Tokyo on Saturday is 01:00 in Iceland on Saturday.
    expect(answeredOn('2026-11-28T10:00:00+09:00')).toBe('mánudaginn 30. nóvember');
  });
});

describe('formatDayOn', () => {
  it('names each weekday in the form that says on which day, with the date but no year', () => {
    // Received at 15:00 on each day from Saturday 28 November: the next weekday each time.
    const week = Array.from({ length: 7 }, (_, index) =>
      answerDay(new Date(Date.UTC(2026, 10, 28 + index, 15))),
    );
    expect(week.map((answer) => (answer.kind === 'later' ? formatDayOn(answer.day) : 'today'))).toEqual([
      'mánudaginn 30. nóvember',
      'mánudaginn 30. nóvember',
      'þriðjudaginn 1. desember',
      'miðvikudaginn 2. desember',
      'fimmtudaginn 3. desember',
      'föstudaginn 4. desember',
      'mánudaginn 7. desember',
    ]);
    expect(formatDayOn({ year: 2026, month: 10, day: 29, weekday: 0 })).toBe('sunnudaginn 29. nóvember');
    expect(formatDayOn({ year: 2026, month: 11, day: 5, weekday: 6 })).toBe('laugardaginn 5. desember');
  });
});
