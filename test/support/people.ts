// The sandbox's documented test people (sandbox/README.md), written out by hand: tests log in as them
// and expect these values back, so they are not read from the sandbox's own fixtures.

export interface TestPerson {
  readonly name: string;
  readonly ssn: string;
  /** Seven digits, as typed into 'Rafræn skilríki'. */
  readonly phone: string;
  readonly email: string;
}

export const anna = {
  name: 'Anna Jónsdóttir',
  ssn: '1203892039',
  phone: '8201234',
  email: 'anna@example.is',
} as const satisfies TestPerson;

export const bjarni = {
  name: 'Bjarni Sigurðsson',
  ssn: '0507953069',
  phone: '8202345',
  email: 'bjarni@example.is',
} as const satisfies TestPerson;

export const dagny = {
  name: 'Dagný Guðmundsdóttir',
  ssn: '2311824039',
  phone: '8203456',
  email: 'dagny@example.is',
} as const satisfies TestPerson;

export const einar = {
  name: 'Einar Ólafsson',
  ssn: '0101701099',
  phone: '8204567',
  email: 'einar@example.is',
} as const satisfies TestPerson;

export const people = [anna, bjarni, dagny, einar] as const;

/** The session user the widgets keep for a person who logged in on the web with this token. */
export function webUserOf<Token extends string | null>(person: TestPerson, token: Token) {
  return {
    token,
    name: person.name,
    ssn: person.ssn,
    email: person.email,
    phoneNumber: person.phone,
    isComingFromApp: false,
  };
}
