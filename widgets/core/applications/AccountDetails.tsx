import { type ReactNode, useId } from 'react';
import accountDetailsCss from '../account-details.css?inline';
import { useShadowStyles } from '../runtime/styles.ts';

/** One line of an account's details: what it is, and its value as shown ('1.200.000 kr.'). */
export interface AccountDetail {
  term: string;
  value: string;
}

/**
 * An account's or a company's status, the one way every flow shows it (the limit change, company
 * credit, the app's request, the loan): a ruled list of terms and values, each pair on one line
 * where both fit. Values from the API are rendered as text. With `heading`, the list is a section
 * under it (an h2 in the subheading's style).
 */
export function AccountDetails(props: {
  details: readonly AccountDetail[];
  heading?: string;
  part?: string;
}): ReactNode {
  // Adopted when first shown: the pages without an account's status (the pay page) do not carry it.
  useShadowStyles(accountDetailsCss);
  const headingId = `${useId()}-details`;
  const list = (
    <dl className="byko-account-details" part={props.heading ? undefined : props.part}>
      {props.details.map((detail) => (
        <div key={detail.term}>
          <dt>{detail.term}</dt>
          <dd>{detail.value}</dd>
        </div>
      ))}
    </dl>
  );
  if (!props.heading) return list;
  return (
    <section className="byko-account-details-section" aria-labelledby={headingId} part={props.part}>
      <h2 className="byko-subheading" id={headingId}>
        {props.heading}
      </h2>
      {list}
    </section>
  );
}
