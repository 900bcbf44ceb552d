// What the attempt needs of 3-D Secure before any challenge is read: the challenge's shape and
// what a 'payment-complete' status means. Apart from three-ds.ts, which reads verify's answer and
// loads only once 'Borga' is pressed.

/** A challenge as the popup shows it (three-ds.ts builds it from verify's answer). */
export type ThreeDsChallenge =
  | {
      kind: 'form';
      action: string;
      method: 'get' | 'post';
      fields: [name: string, value: string][];
      /** Messages are accepted only from this origin. */
      origin: string;
      sandbox: string;
    }
  | { kind: 'document'; html: string; origin: 'null'; sandbox: string };

/** A 'payment-complete' status that means the processor took the money. */
export function isSuccessfulStatus(status: string): boolean {
  return /^(success|succeeded|paid|ok|completed)$/i.test(status.trim());
}
