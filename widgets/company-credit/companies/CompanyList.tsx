import { useSignals } from '@preact/signals-react/runtime';
import type { ReactNode } from 'react';
import { formatKennitala } from '../../core/api-formats.ts';
import { useMessages } from '../../core/runtime/locale.ts';
import { Alert, Button, ChoiceList, LoadingBlock, NavLink } from '../../core/ui/index.ts';
import { accountApplicationPath } from '../../routes.ts';
import { companyCreditMessages } from '../company-credit.messages.ts';
import type { CompanyCreditModelInstance } from '../company-credit.model.ts';
import { StepHeading } from '../components/StepHeading.tsx';

/**
 * The user's companies (spec §2, §6: only those where they are finAdmin or creditAdmin), each a
 * button that selects it; none: they lack permission, and the general account application is
 * offered. The manual lookup is offered either way.
 */
export function CompanyList(props: { model: CompanyCreditModelInstance; focus: boolean }): ReactNode {
  useSignals();
  const messages = useMessages(companyCreditMessages);
  const { model } = props;
  const state = model.companies.state.value;
  return (
    <div className="byko-stack" part="companies">
      <StepHeading focus={props.focus}>{messages.companiesHeading}</StepHeading>
      {state.kind === 'loading' ? <LoadingBlock label={messages.loadingCompanies} /> : null}
      {state.kind === 'failed' ? (
        <Alert step="load" message={state.message} onRetry={model.companies.retry} />
      ) : null}
      {state.kind === 'ready' && state.companies.length === 0 ? (
        <div className="byko-note" part="no-permission">
          <p>{messages.noPermission}</p>
          <p>{messages.noPermissionOffer}</p>
          <NavLink to={accountApplicationPath}>{messages.accountApplicationLink}</NavLink>
        </div>
      ) : null}
      {state.kind === 'ready' && state.companies.length > 0 ? (
        <>
          <p className="byko-field-hint">{messages.companiesIntro}</p>
          <ChoiceList
            choices={state.companies.map((company) => ({
              key: company.accountId,
              title: company.name,
              details: [messages.companySsn(formatKennitala(company.accountSsn))],
            }))}
            onChoose={(accountId) => {
              const company = state.companies.find((entry) => entry.accountId === accountId);
              if (company) model.selectCompany(company);
            }}
          />
        </>
      ) : null}
      {/* Below the list once it has come: drawn under the spinner, it would jump down as the
          companies take the spinner's place (a layout shift). */}
      {state.kind === 'loading' ? null : (
        <div>
          <Button variant="secondary" onClick={model.showLookup}>
            {messages.toLookup}
          </Button>
        </div>
      )}
    </div>
  );
}
