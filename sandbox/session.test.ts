import { describe, expect, it } from 'vitest';
import { anna, dagny } from './people.ts';
import { nationalPhone, Sessions } from './session.ts';

describe('Sessions', () => {
  it('finds a person by phone with or without the country code', () => {
    const sessions = new Sessions();
    expect(sessions.personWithPhone('+3548201234')?.ssn).toBe(anna.ssn);
    expect(sessions.personWithPhone('003548201234')?.ssn).toBe(anna.ssn);
    expect(nationalPhone('+4512345678')).toBe('+4512345678');
  });

  it("signs a person in with a token, and reset() forgets it and puts the people's records back", () => {
    const sessions = new Sessions();
    const { token, name } = sessions.signIn(anna);
    expect(name).toBe('Anna Jónsdóttir');
    expect(sessions.personWithToken(token)?.ssn).toBe(anna.ssn);
    sessions.updateCustomer(dagny.ssn, {
      paymMode: 'Stgr',
      paymTerm: 'STGR',
      creditMax: 0,
      custAccount: 'C-10005',
    });
    expect(sessions.personWithSsn(dagny.ssn)?.customer?.custAccount).toBe('C-10005');

    sessions.reset();
    expect(sessions.personWithToken(token)).toBeUndefined();
    expect(sessions.personWithSsn(dagny.ssn)?.customer).toBeNull();
  });
});
