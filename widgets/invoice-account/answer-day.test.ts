import { describe, expect, it } from 'vitest';
import { formatDayOn } from '../core/format.ts';
import { answerDay, localDateOf } from './answer-day.ts';

// The 14:00 rule (spec §9) in UTC, Iceland's time all year. 23-29 November 2026 is Monday to Sunday.

/** The day the rule gives, in words as the success view shows it ('today' for the same day). */
function answeredOn(iso: string): string {
  const answer = answerDay(new Date(iso));
  return answer.kind === 'today' ? 'today' : formatDayOn(localDateOf(answer.day));
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
