/// <reference types="mocha" />
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import { expect } from 'chai';
import { announceStorageChange, logInAs, pageSandbox } from '../support/in-page.ts';
import { anna } from '../support/people.ts';
import {
  axeViolations,
  buttonNamed,
  freshPageForEachTest,
  headingOf,
  mount,
  navigations,
  nextOnDocument,
  type SubmittedDetail,
  shadow,
  textOf,
  until,
  waitForButton,
} from './element-helpers.ts';

// The element contract of <byko-invoice-account-application>, through the built CDN bundle in real
// Chromium with the sandbox on the same origin: its attributes (login-path and its removal),
// byko-submitted and byko-navigate leaving the shadow root, its styles inside it, axe.

freshPageForEachTest();

const tag = 'byko-invoice-account-application';
const applyPath = '/api/customers/applications/manual-credit';

interface InvoiceAccountSubmitted extends SubmittedDetail {
  result: { applicationId: string };
}

/** The input labelled `label` (inside the fieldset whose legend is `group`, when given). */
function input(element: HTMLElement, label: string, group?: string): HTMLInputElement {
  const scopes = group
    ? [...shadow(element).querySelectorAll('fieldset')].filter(
        (fieldset) => fieldset.querySelector('legend')?.textContent === group,
      )
    : [shadow(element)];
  for (const scope of scopes) {
    for (const labelElement of scope.querySelectorAll('label')) {
      if (labelElement.textContent?.trim() !== label) continue;
      const control = labelElement.control;
      if (control instanceof HTMLInputElement) return control;
    }
  }
  throw new Error(`no input '${label}'${group ? ` in '${group}'` : ''}`);
}

function radio(element: HTMLElement, value: string): HTMLInputElement {
  const found = shadow(element).querySelector(`input[type="radio"][value="${value}"]`);
  if (!(found instanceof HTMLInputElement)) throw new Error(`no option ${value}`);
  return found;
}

async function openForm(html = `<${tag} login-path="/vidskipti"></${tag}>`): Promise<HTMLElement> {
  await logInAs(anna);
  const element = mount(html);
  await waitForButton(element, 'Sækja um');
  return element;
}

describe('<byko-invoice-account-application> element contract', () => {
  it('renders in an open shadow root with its own styles adopted there; none reach the page', async () => {
    const element = await openForm();
    const adopted = shadow(element).adoptedStyleSheets.flatMap((sheet) => [...sheet.cssRules]);
    expect(adopted.some((rule) => rule.cssText.startsWith('.byko-person'))).to.equal(true);
    expect(
      [...document.styleSheets].some((sheet) => sheet.ownerNode?.textContent?.includes('.byko-person')),
    ).to.equal(false);
  });

  it('emits byko-submitted that leaves the shadow root, with the application and its applicationId', async () => {
    const element = await openForm();
    radio(element, 'Email').click();
    await until(() => input(element, 'Netfang fyrir reikninga').value === anna.email, 'the invoice e-mail');
    input(element, 'Kennitala', 'Úttektaraðili 1').focus();
    await sendKeys({ type: '1709715079' });
    await until(
      () => input(element, 'Nafn', 'Úttektaraðili 1').value === 'Guðrún Pálsdóttir',
      'the registry name',
    );
    const submitted = nextOnDocument<InvoiceAccountSubmitted>('byko-submitted');
    buttonNamed(element, 'Sækja um')?.click();
    const event = await submitted;
    expect(event.bubbles).to.equal(true);
    expect(event.composed).to.equal(true);
    expect(event.target).to.equal(element);
    expect(event.detail).to.deep.equal({
      application: 'invoice-account',
      request: {
        customerName: anna.name,
        customerSsn: anna.ssn,
        customerPhone: anna.phone,
        customerEmail: anna.email,
        sendInvoiceOption: 'Email',
        sendInvoiceEmail: anna.email,
        guaranteeAmount: 0,
        pinNumber: '',
        auditors: [{ ssn: '1709715079', name: 'Guðrún Pálsdóttir' }],
        guarantors: [],
        comment: '',
      },
      result: { applicationId: 'M-1001' },
    });
    const [sent] = await pageSandbox.requestsTo('POST', applyPath);
    expect(sent?.body).to.deep.equal(event.detail.request);
    await until(
      () => shadow(element).querySelector('h2')?.textContent === 'Umsókn móttekin',
      'the success view',
    );
    expect(await axeViolations(element)).to.deep.equal([]);
  });

  it('a failed submit emits nothing and shows the reason', async () => {
    const element = await openForm();
    radio(element, 'Mail').click();
    await pageSandbox.fault(`POST ${applyPath}`, 'reason', { reason: 'Umsókn hafnað (prófun)' });
    let emitted = 0;
    const count = () => {
      emitted += 1;
    };
    document.addEventListener('byko-submitted', count);
    try {
      buttonNamed(element, 'Sækja um')?.click();
      await until(() => textOf(element).includes('Umsókn hafnað (prófun)'), 'the reason');
      expect(emitted).to.equal(0);
    } finally {
      document.removeEventListener('byko-submitted', count);
    }
  });

  it('nobody logged in with login-path: asks the page to go there (byko-navigate)', async () => {
    mount(`<${tag} login-path="/vidskipti"></${tag}>`);
    await until(() => navigations.length > 0, 'a byko-navigate');
    expect(navigations.map((navigation) => navigation.detail.to)).to.deep.equal(['/vidskipti']);
  });

  it('without login-path (or once it is removed) the login shows in the element', async () => {
    const element = mount(`<${tag}></${tag}>`);
    await waitForButton(element, 'Innskrá');
    expect(headingOf(element)).to.equal('Sækja um reikningsviðskipti');
    expect(textOf(element)).to.contain('Rafræn skilríki');
    expect(navigations).to.have.length(0);

    element.setAttribute('login-path', '/vidskipti');
    await until(() => navigations.length > 0, 'a byko-navigate once login-path is set');
    // With login-path the element sends the person away instead of showing the login itself.
    await until(
      () => buttonNamed(element, 'Innskrá') === undefined,
      'the login gone while login-path is set',
    );
    element.removeAttribute('login-path');
    await waitForButton(element, 'Innskrá');
    expect(navigations.map((navigation) => navigation.detail.to)).to.deep.equal(['/vidskipti']);
  });

  it('logging out in another tab brings the login back; logging in again shows the form', async () => {
    const element = await openForm(`<${tag}></${tag}>`);
    localStorage.clear();
    announceStorageChange();
    await waitForButton(element, 'Innskrá');
    await logInAs(anna);
    await waitForButton(element, 'Sækja um');
  });

  it('has no axe violations: the form, and its messages after an empty submit', async () => {
    const element = await openForm();
    expect(await axeViolations(element)).to.deep.equal([]);
    buttonNamed(element, 'Sækja um')?.click();
    await until(() => textOf(element).includes('"Fá reikninga senda með" þarf að vera valið'), 'the message');
    expect(await axeViolations(element)).to.deep.equal([]);
  });
});

// Core's form layer with the browser's own keyboard and pointer (core/form/FormField.tsx): leaving a
// field checks it, unless the focus goes to a button of its form being pressed (a message shown
// then would push the button down under the pointer, and the press would miss it).
describe('<byko-invoice-account-application>: leaving a field for a button of its form', () => {
  const addGuarantor = (element: HTMLElement) => buttonNamed(element, 'Bæta við ábyrgðaraðila');

  /** The text of what the input's aria-describedby names (its message). */
  function messageOf(element: HTMLElement, control: HTMLInputElement): string {
    const ids = (control.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
    return ids.map((id) => shadow(element).getElementById(id)?.textContent ?? '').join(' ');
  }

  it('Tab onto the add button checks the field at once: a keyboard user hears its message', async () => {
    const element = await openForm();
    const email = input(element, 'Netfang', 'Ábyrgðaraðili 1');
    email.focus();
    await sendKeys({ type: 'sigurdur@' });
    await sendKeys({ press: 'Tab' });
    expect(shadow(element).activeElement).to.equal(addGuarantor(element));
    await until(() => email.getAttribute('aria-invalid') === 'true', 'the message');
    expect(messageOf(element, email)).to.equal('Netfang er ekki gilt');
  });

  it('a click on the add button adds the block with that one click; the message waits for the submit', async () => {
    const element = await openForm();
    const email = input(element, 'Netfang', 'Ábyrgðaraðili 1');
    email.focus();
    await sendKeys({ type: 'sigurdur@' });
    const button = addGuarantor(element);
    if (!button) throw new Error('no add button');
    button.scrollIntoView({ block: 'center' });
    const box = button.getBoundingClientRect();
    await sendMouse({
      type: 'click',
      position: [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)],
    });
    await until(
      () =>
        [...shadow(element).querySelectorAll('legend')].some(
          (legend) => legend.textContent === 'Ábyrgðaraðili 2',
        ),
      'the second block',
    );
    expect(email.getAttribute('aria-invalid')).to.equal(null);
    buttonNamed(element, 'Sækja um')?.click();
    await until(() => email.getAttribute('aria-invalid') === 'true', 'the message on the submit');
    expect(messageOf(element, email)).to.equal('Netfang er ekki gilt');
  });
});
