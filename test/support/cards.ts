/** What a test types into the card form. */
export interface CardEntry {
  holder: string;
  number: string;
  month: string;
  year: string;
  cvc: string;
}

/** A sandbox test card (docs/sandbox.md) with a valid expiry: December two years ahead, CVC 123. */
export function testCard(number: string, holder = 'Anna Jónsdóttir'): CardEntry {
  return { holder, number, month: '12', year: String(new Date().getFullYear() + 2), cvc: '123' };
}
