import type { ReadonlySignal } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { FormField } from '../../core/form/FormField.tsx';
import type { Field, Fields, RepeatingGroup } from '../../core/form/index.ts';
import { Button, Spinner } from '../../core/ui/index.ts';
import { companyCreditMessages as messages } from '../company-credit.messages.ts';

type PersonBlock = { name: Field; ssn: Field; email: Field };

export interface PeopleListTexts {
  heading: string;
  hint: string;
  /** A block's legend: 'Ábyrgðaraðili 2'. */
  block: (number: number) => string;
  /** Whom the buttons add or remove, in the accusative: 'ábyrgðaraðila'. */
  whom: string;
}

/** A focus request for one block's first input (a new object each time, so a repeat still moves focus). */
type FocusRequest = { key: number };

/**
 * A list of people of the e-mail application (spec §5: guarantors, extra withdrawal people),
 * extended or shortened one block at a time. 'Bæta við' moves the focus to the new block's
 * kennitala; removing a block moves it to the block after it, or to 'Bæta við' when it was the last.
 */
export function PeopleList<Block extends PersonBlock & Fields>(props: {
  group: RepeatingGroup<Block>;
  lookingUp: ReadonlySignal<ReadonlySet<Fields>>;
  disabled: boolean;
  texts: PeopleListTexts;
  part: string;
}): ReactNode {
  useSignals();
  const { group, texts, disabled } = props;
  const [focus, setFocus] = useState<FocusRequest | null>(null);
  const addButton = useRef<HTMLDivElement>(null);
  const entries = group.entries.value;
  const looking = props.lookingUp.value;

  const add = () => {
    group.add();
    const added = group.entries.peek().at(-1);
    if (added) setFocus({ key: added.key });
  };

  const remove = (index: number) => {
    const current = group.entries.peek();
    const removed = current[index];
    if (!removed) return;
    const next = current[index + 1];
    group.remove(removed.key);
    if (next) setFocus({ key: next.key });
    else addButton.current?.querySelector('button')?.focus();
  };

  return (
    <fieldset className="byko-section" part={props.part}>
      <legend>
        <h3 className="byko-subheading">{texts.heading}</h3>
      </legend>
      <p className="byko-field-hint">{texts.hint}</p>
      {entries.map((entry, index) => (
        <PersonBlockView
          key={entry.key}
          legend={texts.block(index + 1)}
          block={entry.fields}
          looking={looking.has(entry.fields)}
          disabled={disabled}
          focusRequest={focus?.key === entry.key ? focus : null}
          onRemove={group.canRemove.value ? () => remove(index) : undefined}
          removeName={`${texts.whom} ${index + 1}`}
        />
      ))}
      <div ref={addButton}>
        <Button variant="secondary" onClick={add} disabled={disabled || !group.canAdd.value}>
          {messages.add}
          <span className="byko-visually-hidden"> {texts.whom}</span>
        </Button>
      </div>
    </fieldset>
  );
}

function PersonBlockView(props: {
  legend: string;
  block: PersonBlock;
  looking: boolean;
  disabled: boolean;
  focusRequest: FocusRequest | null;
  onRemove: (() => void) | undefined;
  removeName: string;
}): ReactNode {
  const { block, disabled } = props;
  const ssnInput = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (props.focusRequest) ssnInput.current?.focus();
  }, [props.focusRequest]);
  return (
    <fieldset className="byko-person" part="person">
      <legend>{props.legend}</legend>
      <div className="byko-field-row">
        {/* Someone else's details: the browser must not offer the applicant's own. */}
        <FormField
          label={messages.personSsn}
          field={block.ssn}
          disabled={disabled}
          autoComplete="off"
          inputRef={ssnInput}
        />
        <div className="byko-person-name">
          <FormField label={messages.personName} field={block.name} disabled={disabled} autoComplete="off" />
          {props.looking ? <Spinner label={messages.registryLookup} /> : null}
        </div>
      </div>
      <FormField label={messages.personEmail} field={block.email} disabled={disabled} autoComplete="off" />
      {props.onRemove ? (
        <div>
          <Button variant="secondary" onClick={props.onRemove} disabled={disabled}>
            {messages.remove}
            <span className="byko-visually-hidden"> {props.removeName}</span>
          </Button>
        </div>
      ) : null}
    </fieldset>
  );
}
