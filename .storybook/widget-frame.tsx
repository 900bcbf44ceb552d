import type { Decorator } from '@storybook/react-vite';
import { type ReactNode, useCallback, useLayoutEffect, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import { action } from 'storybook/actions';
import { adoptThemeDefaults, baseStyles, type WidgetDefinition } from '../widgets/core/runtime/define.ts';
import type { Emit, WidgetEventMap } from '../widgets/core/runtime/events.ts';
import { type Lang, langOf } from '../widgets/core/runtime/lang.ts';
import { useTranslations } from '../widgets/core/runtime/locale.ts';
import { sheetFor } from '../widgets/core/runtime/styles.ts';
import { WidgetProvider } from '../widgets/core/runtime/widget-context.tsx';

/**
 * `parameters.widget` of a story or meta: the element's definition, exported by its
 * `<flow>.element.ts` (`parameters: { widget: payElement }`), whose styles the frame adopts.
 */
export type WidgetFrameParameters = Pick<WidgetDefinition<object, WidgetEventMap>, 'styles' | 'translations'>;

/** Finds a frame's host element (play functions reach the widget through its shadow root). */
export const frameSelector = '[data-widget-frame]';

/**
 * What a story's widget sees: like a `<byko-*>` element, a host with an open shadow root that adopts
 * theme.css, ui/ui.css and the widget's own styles, and a WidgetProvider with that host, the page's
 * API base (the sandbox, through MSW) and an emitter. Events are dispatched from the host as the
 * elements do (bubbling, composed) and logged in the Actions panel. The story stands in for the host
 * page, so a cancelable event (byko-navigate) counts as handled and the preview never navigates away.
 */
export function WidgetFrame(props: {
  styles?: readonly string[] | undefined;
  /** The element's English and Polish texts (its definition's), for the toolbar's language. */
  translations?: WidgetFrameParameters['translations'];
  lang?: Lang;
  children: ReactNode;
}): ReactNode {
  const lang = props.lang ?? 'is';
  const locale = useTranslations(lang, props.translations);
  const [frame, setFrame] = useState<{ host: HTMLElement; root: ShadowRoot } | null>(null);
  const attach = useCallback((host: HTMLElement | null) => {
    if (!host) return;
    const root = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
    setFrame((current) => (current?.host === host ? current : { host, root }));
  }, []);

  const { styles } = props;
  useLayoutEffect(() => {
    if (!frame) return;
    // As a defined element does (define.ts): without the theme's defaults on the document the widgets
    // would have no font, colours or spacing of their own.
    adoptThemeDefaults();
    const base = [...baseStyles, ...(styles ?? [])].map(sheetFor);
    // Keep what the widget's own parts adopted as they rendered (a table's, a dialog's CSS): this
    // effect runs after theirs.
    const adoptedByParts = frame.root.adoptedStyleSheets.filter((sheet) => !base.includes(sheet));
    frame.root.adoptedStyleSheets = [...base, ...adoptedByParts];
  }, [frame, styles]);

  const host = frame?.host ?? null;
  const emit = useMemo<Emit<WidgetEventMap>>(
    () => (name, detail, options) => {
      const cancelable = options?.cancelable ?? false;
      action(name)(detail);
      host?.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable }));
      return !cancelable;
    },
    [host],
  );

  return (
    // data-shown-lang: the language whose texts the story shows now (a test waits for it after the
    // toolbar's language changes, as the texts of the new one load).
    <div data-widget-frame="" lang={lang} data-shown-lang={locale?.lang} ref={attach}>
      {frame && locale
        ? createPortal(
            <WidgetProvider host={frame.host} emit={emit} apiBase={undefined} locale={locale}>
              {props.children}
            </WidgetProvider>,
            frame.root,
          )
        : null}
    </div>
  );
}

/**
 * The global decorator: every story renders inside a WidgetFrame (parameters.widget.styles), in
 * the language the toolbar chooses (globals.lang).
 */
export const withWidgetFrame: Decorator = (Story, context) => {
  const parameters = context.parameters.widget as WidgetFrameParameters | undefined;
  return (
    <WidgetFrame
      styles={parameters?.styles}
      translations={parameters?.translations}
      lang={langOf(String(context.globals.lang ?? 'is'))}
    >
      <Story />
    </WidgetFrame>
  );
};
