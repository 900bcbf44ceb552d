/// <reference types="mocha" />
import { expect } from 'chai';
import { freshPageForEachTest, mount, shadow, until } from './element-helpers.ts';

// widgets/core/runtime/define.ts subclasses r2wc's element and reaches into state r2wc keeps under
// global symbols: the props object it renders with, its render method, and the React root it holds
// while mounted. They are not r2wc's public API, so package.json pins r2wc to one exact version; this
// test names what defineWidget needs, and fails here, by name, when an upgrade moves any of it.

freshPageForEachTest();

const propsKey = Symbol.for('r2wc.props');
const renderKey = Symbol.for('r2wc.render');
const mountedKey = Symbol.for('r2wc.context');

/** The element's r2wc-keyed state, read without assuming it is there. */
function internalsOf(element: HTMLElement): { props: unknown; render: unknown; mounted: unknown } {
  return {
    props: Reflect.get(element, propsKey),
    render: Reflect.get(element, renderKey),
    mounted: Reflect.get(element, mountedKey),
  };
}

describe('the element wrapper on r2wc', () => {
  it("r2wc keeps the internals defineWidget reaches into: Symbol.for('r2wc.props' | 'r2wc.render' | 'r2wc.context')", async () => {
    const element = mount('<byko-instalment-calculator amount="350000"></byko-instalment-calculator>');
    await until(() => customElements.get('byko-instalment-calculator'), 'the calculator defined', 8000);
    await until(() => shadow(element).querySelector('input'), 'the calculator rendered', 8000);

    const { props, render, mounted } = internalsOf(element);
    expect(props, 'r2wc.props: the object r2wc renders the component with').to.be.an('object');
    // defineWidget puts the host and its emitter there, and the parsed attributes.
    expect(Reflect.get(props as object, 'host')).to.equal(element);
    expect(Reflect.get(props as object, 'emit')).to.be.a('function');
    expect(Reflect.get(props as object, 'amount')).to.equal(350000);
    expect(render, 'r2wc.render: the method that renders the props again').to.be.a('function');
    expect(mounted, 'r2wc.context: set while React is mounted in the element').to.not.equal(undefined);

    // Removing an attribute goes through define.ts's own attributeChangedCallback: the prop is gone
    // and the render method re-renders with it.
    element.removeAttribute('amount');
    expect(Reflect.has(props as object, 'amount')).to.equal(false);

    element.remove();
    expect(internalsOf(element).mounted, 'r2wc.context after disconnection').to.equal(undefined);
  });
});
