import { describe, expect, it, vi } from 'vitest';
import { armFaultIn, messageFaultRows } from '../../test/support/application-faults.ts';
import * as people from '../../test/support/people.ts';
import { logInToSession } from '../../test/support/session-login.ts';
import { until } from '../../test/support/signals.ts';
import { submitAndSettle } from '../../test/support/submission.ts';
import { sessionUser } from '../core/runtime/session.ts';
import {
  bjarnisApplication,
  blocks,
  fillBjarnisApplication,
  gudrun,
  invoiceAccountModelTests,
  messages,
  sigurdur,
  typeSsn,
} from './invoice-account.test-setup.ts';

// The invoice-account application's model (spec §2, §4 "Manual credit page: initial, loading",
// §5, §8, §9) against the real sandbox over HTTP (invoice-account.test-setup.ts): the customer status
// loaded first, the form's fields, their messages and what is sent of them, and the auditors and
// guarantors. Sending itself (one request a click, each fault, a 401), the day the application is
// answered and the draft are in invoice-account-submit.model.test.ts.

const statusPath = '/api/customers/me';

const { sandbox, newModel, openFor, applications } = invoiceAccountModelTests();

describe('loading (the customer status first)', () => {
  it('loads, then the form opens with the customer fields from the logged-in person', async () => {
    const user = await logInToSession(sandbox, people.bjarni);
    const { model } = newModel();
    expect(model.submission.state.value).toEqual({ kind: 'loading' });
    const loading = model.loader.load(user.token);
    expect(model.loader.state.value).toEqual({ kind: 'loading' });
    await loading;
    expect(model.loader.state.value).toMatchObject({ kind: 'ready', status: { kind: 'customer' } });
    expect(model.submission.state.value).toEqual({ kind: 'initial' });
    const fields = model.form.fields;
    expect(
      [fields.customerSsn, fields.customerName, fields.customerPhone, fields.customerEmail].map(
        (field) => field.value.value,
      ),
    ).toEqual([people.bjarni.ssn, people.bjarni.name, people.bjarni.phone, people.bjarni.email]);
    expect(await sandbox.requestsTo('GET', statusPath)).toHaveLength(1);
  });

  it('a person who is not a customer (Dagný, 404) may apply too', async () => {
    const { model } = await openFor(people.dagny);
    expect(model.loader.state.value).toMatchObject({ kind: 'ready', status: { kind: 'notCustomer' } });
    model.chooseSendInvoice('Einvoice');
    expect((await submitAndSettle(model)).kind).toBe('submitted');
  });

  it('cannot be sent before the status has loaded', async () => {
    await logInToSession(sandbox, people.bjarni);
    const { model } = newModel();
    model.chooseSendInvoice('Mail');
    await model.submit();
    expect(model.submission.state.value).toEqual({ kind: 'loading' });
    expect(await applications()).toHaveLength(0);
  });

  it.each(messageFaultRows(messages.statusFailed, messages.reason))(
    'a %s shows its message; Reyna aftur loads it',
    async (fault, message) => {
      const user = await logInToSession(sandbox, people.bjarni);
      const { model } = newModel();
      await armFaultIn(sandbox, `GET ${statusPath}`, fault, { reason: messages.reason });
      await model.loader.load(user.token);
      expect(model.loader.state.value).toEqual({ kind: 'failed', message });
      expect(model.submission.state.value.kind).toBe('loading');
      model.loader.retry();
      await until(model.loader.state, (state) => state.kind !== 'loading');
      expect(model.loader.state.value.kind).toBe('ready');
      expect(model.submission.state.value.kind).toBe('initial');
    },
  );

  it('a 401 logs out (the gate goes to the login) instead of a message', async () => {
    const user = await logInToSession(sandbox, people.bjarni);
    const { model } = newModel();
    await sandbox.fault(`GET ${statusPath}`, '401');
    await model.loader.load(user.token);
    expect(model.loader.state.value).toEqual({ kind: 'loading' });
    expect(sessionUser.value).toBeNull();
  });

  it("no token: 'User is not logged in' logs out, and nothing is asked", async () => {
    const { model } = newModel();
    await model.loader.load('gone');
    expect(model.loader.state.value).toEqual({ kind: 'loading' });
    expect(await sandbox.requestsTo('GET', statusPath)).toHaveLength(0);
  });

  it('another person logging in starts from an empty form, their own details in it', async () => {
    const { model } = await openFor(people.bjarni);
    model.form.fields.comment.set('Bjarna athugasemd');
    blocks(model.guarantors)[0]?.name.set('Einhver');
    const anna = await logInToSession(sandbox, people.anna);
    await model.loader.load(anna.token);
    expect(model.form.fields.customerName.value.value).toBe(people.anna.name);
    expect(model.form.fields.customerSsn.value.value).toBe(people.anna.ssn);
    expect(model.form.fields.comment.value.value).toBe('');
    expect(blocks(model.guarantors).map((block) => block.name.value.value)).toEqual(['']);
  });

  it('the same person again (a new login after a 401) keeps what was typed', async () => {
    const { model } = await openFor(people.bjarni);
    model.form.fields.customerPhone.set('8999999');
    model.form.fields.comment.set('Halda þessu');
    const again = await logInToSession(sandbox, people.bjarni);
    await model.loader.load(again.token);
    expect(model.form.fields.customerPhone.value.value).toBe('8999999');
    expect(model.form.fields.comment.value.value).toBe('Halda þessu');
  });
});

describe('the form', () => {
  it('sends nothing without a send-invoice option, and says so at the group', async () => {
    const { model } = await openFor(people.bjarni);
    await model.submit();
    expect(model.form.fields.sendInvoiceOption.message.value).toBe(messages.missingOption);
    expect(model.submission.state.value).toEqual({ kind: 'initial' });
    expect(await applications()).toHaveLength(0);
    // Choosing one takes the message away.
    model.chooseSendInvoice('Mail');
    expect(model.form.fields.sendInvoiceOption.message.value).toBeUndefined();
  });

  it('the customer fields are required, and editable (a company applies)', async () => {
    const { model } = await openFor(people.bjarni);
    const fields = model.form.fields;
    model.chooseSendInvoice('Mail');
    fields.customerName.set('');
    fields.customerPhone.set('');
    fields.customerEmail.set('bjarni@');
    fields.customerSsn.set('47051');
    await model.submit();
    expect(
      [fields.customerSsn, fields.customerName, fields.customerPhone, fields.customerEmail].map(
        (field) => field.message.value,
      ),
    ).toEqual([messages.kennitalaLength, messages.required, messages.required, messages.email]);
    expect(await applications()).toHaveLength(0);
    // A company: Timburhús ehf.
    fields.customerSsn.set('4705112060');
    fields.customerName.set('Timburhús ehf.');
    fields.customerPhone.set('5551234');
    fields.customerEmail.set('timbur@example.is');
    expect((await submitAndSettle(model)).kind).toBe('submitted');
    expect(await applications()).toMatchObject([
      {
        customerSsn: '4705112060',
        customerName: 'Timburhús ehf.',
        customerPhone: '5551234',
        customerEmail: 'timbur@example.is',
      },
    ]);
  });

  it("'Tölvupósti' asks for the invoices' e-mail, filled with the customer's, required and sent", async () => {
    const { model } = await openFor(people.bjarni);
    expect(model.emailChosen.value).toBe(false);
    model.form.fields.customerEmail.set('reikningar@bjarni.is');
    model.chooseSendInvoice('Email');
    expect(model.emailChosen.value).toBe(true);
    expect(model.sendInvoiceEmail.value.value).toBe('reikningar@bjarni.is');
    model.sendInvoiceEmail.set('');
    await model.submit();
    expect(model.sendInvoiceEmail.message.value).toBe(messages.required);
    expect(await applications()).toHaveLength(0);
    model.sendInvoiceEmail.set('bokhald@bjarni.is');
    expect((await submitAndSettle(model)).kind).toBe('submitted');
    expect(await applications()).toMatchObject([
      {
        sendInvoiceOption: 'Email',
        sendInvoiceEmail: 'bokhald@bjarni.is',
        customerEmail: 'reikningar@bjarni.is',
      },
    ]);
  });

  it('an e-mail typed for invoices is kept when the option changes, but not sent nor checked for another option', async () => {
    const { model } = await openFor(people.bjarni);
    model.chooseSendInvoice('Email');
    model.sendInvoiceEmail.set('ekki-netfang');
    model.chooseSendInvoice('Email');
    expect(model.sendInvoiceEmail.value.value).toBe('ekki-netfang');
    model.chooseSendInvoice('Einvoice');
    expect(model.emailChosen.value).toBe(false);
    expect((await submitAndSettle(model)).kind).toBe('submitted');
    expect(await applications()).toMatchObject([{ sendInvoiceOption: 'Einvoice', sendInvoiceEmail: '' }]);
    expect(model.sendInvoiceEmail.value.value).toBe('ekki-netfang');
  });

  it('the guarantee amount is whole krónur (dots stripped), 0 when empty; the secret number digits', async () => {
    const { model } = await openFor(people.bjarni);
    const fields = model.form.fields;
    model.chooseSendInvoice('Mail');
    fields.guaranteeAmount.set('1.500.000 kr.');
    fields.pinNumber.set('12-34');
    expect(fields.guaranteeAmount.value.value).toBe('1500000');
    expect(fields.pinNumber.value.value).toBe('1234');
    expect((await submitAndSettle(model)).kind).toBe('submitted');
    expect(await applications()).toMatchObject([{ guaranteeAmount: 1_500_000, pinNumber: '1234' }]);
  });
});

describe('auditors and guarantors', () => {
  it("Bjarni's application: names from the registry, empty blocks not sent, the exact request", async () => {
    const { model, onSubmitted } = await openFor(people.bjarni);
    await fillBjarnisApplication(model);
    expect(blocks(model.guarantors).map((block) => block.name.value.value)).toEqual([
      sigurdur.name,
      gudrun.name,
      '',
    ]);
    const state = await submitAndSettle(model);
    expect(state).toMatchObject({ kind: 'submitted', result: { applicationId: 'M-1001' } });
    expect(await applications()).toEqual([bjarnisApplication]);
    expect(onSubmitted).toHaveBeenCalledTimes(1);
    expect(onSubmitted).toHaveBeenCalledWith({
      application: 'invoice-account',
      request: bjarnisApplication,
      result: { applicationId: 'M-1001' },
    });
  });

  it('a block with only a name, or only an e-mail, is sent; its other fields empty', async () => {
    const { model } = await openFor(people.bjarni);
    model.chooseSendInvoice('Mail');
    blocks(model.auditors)[0]?.name.set('Jón Jónsson');
    blocks(model.guarantors)[0]?.email.set('jon@example.is');
    expect((await submitAndSettle(model)).kind).toBe('submitted');
    expect(await applications()).toMatchObject([
      {
        auditors: [{ ssn: '', name: 'Jón Jónsson' }],
        guarantors: [{ ssn: '', name: '', email: 'jon@example.is' }],
      },
    ]);
  });

  it("a guarantor's kennitala of 9 digits: the field's message, nothing sent", async () => {
    const { model } = await openFor(people.bjarni);
    model.chooseSendInvoice('Mail');
    const [guarantor] = blocks(model.guarantors);
    guarantor?.ssn.set('251188300');
    guarantor?.name.set('Sigurður Karlsson');
    await model.submit();
    expect(guarantor?.ssn.message.value).toBe(messages.kennitalaLength);
    expect(model.submission.state.value).toEqual({ kind: 'initial' });
    expect(await applications()).toHaveLength(0);
    expect(await sandbox.requestsTo('GET', '/api/customers/251188300/tjodskra')).toHaveLength(0);
  });

  it("an auditor's e-mail-less block and a guarantor's bad e-mail are checked only when filled", async () => {
    const { model } = await openFor(people.bjarni);
    model.chooseSendInvoice('Mail');
    model.guarantors.add();
    const [first, second] = blocks(model.guarantors);
    first?.email.set('sigurdur@');
    await model.submit();
    expect(first?.email.message.value).toBe(messages.email);
    expect(second?.email.message.value).toBeUndefined();
    expect(await applications()).toHaveLength(0);
  });

  it('a name typed before the kennitala is kept; the registry fills only an empty name', async () => {
    const { model } = await openFor(people.bjarni);
    const [auditor] = blocks(model.auditors);
    if (!auditor) throw new Error('an auditor block');
    auditor.name.set('Gunna');
    await typeSsn(model, auditor, gudrun.ssn);
    expect(auditor.name.value.value).toBe('Gunna');
    expect(await sandbox.requestsTo('GET', `/api/customers/${gudrun.ssn}/tjodskra`)).toHaveLength(0);
  });

  it('a kennitala the registry does not know leaves the name to be typed', async () => {
    const { model } = await openFor(people.bjarni);
    const [auditor] = blocks(model.auditors);
    if (!auditor) throw new Error('an auditor block');
    auditor.ssn.set('0101302989');
    expect(model.lookingUp.value.has(auditor)).toBe(true);
    await until(model.lookingUp, (looking) => looking.size === 0);
    expect(auditor.name.value.value).toBe('');
    auditor.name.set('Nýr Maður');
    expect(auditor.name.value.value).toBe('Nýr Maður');
  });

  it('a removed block is not sent, and its lookup no longer fills anything', async () => {
    const { model } = await openFor(people.bjarni);
    model.chooseSendInvoice('Mail');
    model.guarantors.add();
    const [first, second] = model.guarantors.entries.value;
    if (!first || !second) throw new Error('two guarantor blocks');
    first.fields.ssn.set(gudrun.ssn);
    model.guarantors.remove(first.key);
    // Until no answer to Guðrún's lookup is still to come (a held one logs status 0; one aborted
    // before it left never reaches the log).
    await vi.waitFor(
      async () => {
        const lookups = await sandbox.requestsTo('GET', `/api/customers/${gudrun.ssn}/tjodskra`);
        expect(lookups.map((entry) => entry.status)).not.toContain(0);
      },
      { timeout: 5000, interval: 20 },
    );
    expect(first.fields.name.value.value).toBe('');
    expect(model.lookingUp.value.size).toBe(0);
    await typeSsn(model, second.fields, sigurdur.ssn);
    expect((await submitAndSettle(model)).kind).toBe('submitted');
    expect(await applications()).toMatchObject([{ guarantors: [{ ...sigurdur, email: '' }] }]);
  });
});
