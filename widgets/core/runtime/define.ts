import r2wc from '@r2wc/react-to-web-component';
import { type ComponentType, createElement, type ReactNode, startTransition } from 'react';
import { attributeName } from './attribute-name.ts';
import { type Emit, emitFrom, type WidgetEventMap } from './events.ts';
import { langMayHaveChanged } from './lang.ts';
import { useLangOf, useTranslations } from './locale.ts';
import { watchOtherTabs } from './session.ts';
import { sheetFor } from './styles.ts';
import themeCss from './theme.css?inline';
import themeDefaultsCss from './theme-defaults.css?inline';
import type { TranslationLoaders } from './translations.ts';
import { loadingIn } from './ui/loading-in.ts';
import { Spinner } from './ui/Spinner.tsx';
import uiCss from './ui/ui.css?inline';
import { WidgetProvider } from './widget-context.tsx';

/**
 * How an attribute's text becomes a prop (r2wc's transforms, without its global-lookup 'function'),
 * or the fixed set of values it takes (`['L', 'M', 'Q', 'H']`): the prop is the one the text names,
 * whatever its case, and anything else is undefined (the component's default).
 */
export type AttributeType = 'string' | 'number' | 'boolean' | 'json' | AttributeValues;
/** An attribute's allowed values, as written in the element's props map. */
export type AttributeValues = readonly [string, ...string[]];

/** What every widget component receives besides its declared props. */
export interface WidgetBaseProps {
  /** The `api-base` attribute: where this element's API calls go (see config.ts). */
  apiBase?: string;
}

/**
 * An element's public API, declared once in its `<flow>.element.ts`: the tag, the component, the
 * attributes it reads and the stylesheets of its shadow root. scripts/manifest.ts reads it (and the
 * JSDoc above it) into custom-elements.json; Storybook's frame renders stories with its styles.
 */
export interface WidgetDefinition<Props extends object, Events extends WidgetEventMap> {
  readonly tag: string;
  readonly component: ComponentType<Props & WidgetBaseProps>;
  /** Props read from kebab-case attributes, e.g. `{ paymentId: 'string' }` ↔ `payment-id`. */
  readonly props: { readonly [Name in keyof Props]-?: AttributeType };
  /** The widget's own stylesheet text (import it with `?inline`). */
  readonly styles?: readonly string[];
  /**
   * The element's texts in English and Polish, each its own chunk loaded when the element shows in
   * that language (`{ en: () => import('./pay.en.ts'), pl: () => import('./pay.pl.ts') }`).
   */
  readonly translations?: TranslationLoaders;
  /** Never set: it carries the element's event map to the types (the manifest's events come from it). */
  readonly events?: Events;
}

// r2wc keeps its state under these global symbols; the subclass below uses them to fix attribute
// removal and to hand the component its host and event emitter. They are not r2wc's public API:
// package.json pins r2wc (and its core) to one version, and test/elements/element-wrapper.test.ts
// fails by name if an upgrade moves them.
const propsKey = Symbol.for('r2wc.props');
const renderKey = Symbol.for('r2wc.render');
/** Set while React is mounted in the element. */
const mountedKey = Symbol.for('r2wc.context');

interface R2wcInternals {
  [propsKey]: Record<string, unknown>;
  [renderKey]: () => void;
  [mountedKey]?: unknown;
}

/** Attribute text to prop value; undefined (the component's default) when the text does not parse. */
export function parseAttribute(type: AttributeType, value: string): unknown {
  if (typeof type !== 'string') {
    const text = value.trim().toLowerCase();
    return type.find((allowed) => allowed.toLowerCase() === text);
  }
  switch (type) {
    case 'string':
      return value;
    case 'number': {
      const number = value.trim() === '' ? Number.NaN : Number(value);
      return Number.isFinite(number) ? number : undefined;
    }
    case 'boolean':
      // A present boolean attribute is true (`<byko-example hide-terms>`), as in HTML; 'false' opts out.
      return value !== 'false';
    case 'json':
      try {
        return JSON.parse(value) as unknown;
      } catch {
        return undefined;
      }
  }
}

/** What the element hands its root besides the attributes' props: itself, its emitter, its component. */
interface HostProps {
  host: HTMLElement;
  emit: Emit<WidgetEventMap>;
  component: ComponentType<WidgetBaseProps>;
  translations: TranslationLoaders | undefined;
}

/**
 * Every element's root: the widget's component under the context of its host element, in the
 * element's language (lang.ts); until that language's texts are there, a spinner that says so in it.
 */
function Root(props: WidgetBaseProps & HostProps): ReactNode {
  const { host, emit, component, translations, ...widgetProps } = props;
  const lang = useLangOf(host);
  const locale = useTranslations(lang, translations);
  if (locale === undefined)
    return createElement(Spinner, { label: lang === 'is' ? undefined : loadingIn[lang] });
  return createElement(
    WidgetProvider,
    { host, emit, apiBase: props.apiBase, locale },
    createElement(component, widgetProps),
  );
}

/**
 * The theme's defaults go on the document once, with no specificity, so a page's own --byko-*
 * values (on :root, body or the element) inherit into every shadow root and win.
 */
export function adoptThemeDefaults(): void {
  const sheet = sheetFor(themeDefaultsCss);
  if (!document.adoptedStyleSheets.includes(sheet))
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
}

/** What every element's shadow root adopts before its own styles: the theme, the ui primitives' styles. */
export const baseStyles = [themeCss, uiCss];

/**
 * Registers the definition's tag as a custom element that renders its component in an open shadow
 * root with `baseStyles` and its own styles adopted there, and answers the definition for the element's module to
 * export. Defining a tag twice is harmless: the first definition stays.
 */
export function defineWidget<Props extends object, Events extends WidgetEventMap>(
  definition: WidgetDefinition<Props, Events>,
): WidgetDefinition<Props, Events> {
  const { tag, component } = definition;
  if (typeof customElements === 'undefined' || customElements.get(tag)) return definition;
  watchOtherTabs();

  const attributeTypes: Record<string, AttributeType> = { apiBase: 'string', ...definition.props };
  const propByAttribute = new Map(Object.keys(attributeTypes).map((prop) => [attributeName(prop), prop]));

  // An attribute's text as the prop (undefined, the component's default, when it does not parse).
  const setProp = (element: R2wcInternals, prop: string, value: string | null): void => {
    const parsed = value === null ? undefined : parseAttribute(attributeTypes[prop] ?? 'string', value);
    if (parsed === undefined) delete element[propsKey][prop];
    else element[propsKey][prop] = parsed;
  };

  // r2wc observes the attributes and makes their properties; the text of each is parsed above.
  const r2wcTypes = Object.fromEntries(
    Object.entries(attributeTypes).map(([prop, type]) => [prop, typeof type === 'string' ? type : 'string']),
  );
  const Base = r2wc(Root, {
    shadow: 'open',
    props: r2wcTypes as never,
  }) as unknown as new () => HTMLElement & R2wcInternals & { connectedCallback(): void };

  const sheets = [...baseStyles, ...(definition.styles ?? [])];
  adoptThemeDefaults();

  class WidgetElement extends Base {
    /** r2wc's attributes, and `lang`: the element's own language, followed even in a shadow root. */
    static get observedAttributes(): string[] {
      return [...propByAttribute.keys(), 'lang'];
    }

    constructor() {
      super();
      const root = this.shadowRoot;
      if (root) root.adoptedStyleSheets = sheets.map(sheetFor);
      Object.assign(this[propsKey], {
        host: this,
        emit: emitFrom<Events>(this),
        component,
        translations: definition.translations,
      });
      // Parse the initial attributes ourselves: r2wc skips empty ones and throws on bad JSON.
      for (const [attribute, prop] of propByAttribute) {
        const value = this.getAttribute(attribute);
        if (value !== null) setProp(this, prop, value);
      }
    }

    /**
     * The first render is a transition: React renders it in slices of a few milliseconds and lets
     * the browser paint and answer input between them, instead of one long task that blocks a slow
     * phone's input (Total Blocking Time).
     */
    override connectedCallback(): void {
      startTransition(() => super.connectedCallback());
    }

    attributeChangedCallback(attribute: string, _oldValue: string | null, newValue: string | null): void {
      if (attribute === 'lang') langMayHaveChanged();
      const prop = propByAttribute.get(attribute);
      if (prop === undefined) return;
      // r2wc ignores removal; here the prop goes back to undefined, so the component's default applies.
      setProp(this, prop, newValue);
      // Only once mounted (connectedCallback mounts, disconnection unmounts): an upgrade calls
      // this once per attribute before connectedCallback, and r2wc, which counts an element as
      // connected from its construction, would mount there, as one long render outside the
      // transition above; so would an element given attributes before it is inserted.
      if (this[mountedKey]) this[renderKey]();
    }
  }

  customElements.define(tag, WidgetElement);
  return definition;
}
