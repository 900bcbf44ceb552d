import type { ReactNode } from 'react';
import { useMessages } from '../runtime/locale.ts';
import { useShadowStyles } from '../runtime/styles.ts';
import { uiMessages } from '../runtime/ui/messages.ts';
import choiceListCss from './choice-list.css?inline';

export interface Choice {
  /** Unique in the list: what `onChoose` receives. */
  key: string;
  /** The button's name (a company's, an account's), first on it. */
  title: string;
  /** Lines under the title (a kennitala, an account number). */
  details?: readonly string[];
}

/**
 * A list of choices, each a full-width button named by its title and details. While the choice `busyKey`
 * is under way it shows a spinner, a status line says what is happening, and every button ignores
 * clicks (aria-disabled, as core's Button: the focus stays where it was), so one press sends one
 * request.
 */
export function ChoiceList(props: {
  choices: readonly Choice[];
  onChoose: (key: string) => void;
  busyKey?: string | undefined;
  busyLabel?: string;
  /** The list's accessible name, when the heading above it does not say what it lists. */
  label?: string;
  part?: string;
}): ReactNode {
  // Adopted when first used: only the flows that show a list carry its CSS.
  useShadowStyles(choiceListCss);
  const messages = useMessages(uiMessages);
  const { busyKey } = props;
  const inactive = busyKey !== undefined;
  return (
    <>
      <ul className="byko-choice-list" aria-label={props.label} part={props.part}>
        {props.choices.map((choice) => {
          const busy = choice.key === busyKey;
          return (
            <li key={choice.key}>
              <button
                type="button"
                className="byko-choice"
                aria-disabled={inactive ? 'true' : undefined}
                aria-busy={busy ? 'true' : undefined}
                onClick={() => {
                  if (!inactive) props.onChoose(choice.key);
                }}
              >
                <span className="byko-choice-text">
                  <span className="byko-choice-title">{choice.title}</span>
                  {(choice.details ?? []).map((detail) => (
                    <span key={detail} className="byko-choice-detail">
                      {detail}
                    </span>
                  ))}
                </span>
                {busy ? <span className="byko-spinner-circle" aria-hidden="true" /> : null}
              </button>
            </li>
          );
        })}
      </ul>
      {/* What is under way, announced from outside the buttons (a button's content is its name, not a
        live region); mounted throughout so the change is heard. */}
      <p className="byko-visually-hidden" role="status">
        {busyKey === undefined ? '' : (props.busyLabel ?? messages.busy)}
      </p>
    </>
  );
}
