/// <reference path="./custom-elements.d.ts" />
import manifest from 'virtual:custom-elements';
import { Title, useOf } from '@storybook/addon-docs/blocks';
import type { ReactNode } from 'react';
import { expect, within } from 'storybook/test';
import { widgetCanvas } from './widget-canvas.ts';
import type { WidgetFrameParameters } from './widget-frame.tsx';

// Each element's public API as custom-elements.json gives it (scripts/manifest.ts, through main.ts's
// `virtual:custom-elements`): its attributes, events, CSS custom properties and parts, shown as the
// first story of the element's stories file ("Skjölun"), so a designer or a developer reads them next
// to the element's states, and as each stories file's Docs page (ElementDocsPage, preview.ts).

type Declaration = (typeof manifest.modules)[number]['declarations'][number];

/** The element's declaration in the manifest; throws for a tag the manifest does not have. */
export function elementDeclaration(tagName: string): Declaration {
  const declaration = manifest.modules
    .flatMap((module) => module.declarations)
    .find((candidate) => candidate.tagName === tagName);
  if (!declaration) throw new Error(`custom-elements.json has no <${tagName}>`);
  return declaration;
}

/** The manifest's text with its `code` spans as <code> (the JSDoc's markdown, nothing more). */
function withCode(text: string): ReactNode[] {
  return text.split('`').map((part, index) =>
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string, never reordered
    index % 2 === 1 ? <code key={index}>{part}</code> : part,
  );
}

interface Row {
  name: string;
  cells: string[];
}

function ApiTable(props: { caption: string; headers: string[]; rows: Row[]; none: string }): ReactNode {
  if (props.rows.length === 0)
    return (
      <section aria-label={props.caption}>
        <h2>{props.caption}</h2>
        <p>{props.none}</p>
      </section>
    );
  return (
    <section aria-label={props.caption}>
      <h2>{props.caption}</h2>
      <table>
        <caption className="element-docs-hidden">{props.caption}</caption>
        <thead>
          <tr>
            {props.headers.map((header) => (
              <th key={header} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {props.rows.map((row) => (
            <tr key={row.name}>
              <th scope="row">
                <code>{row.name}</code>
              </th>
              {row.cells.map((cell, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells, in the headers' order
                <td key={index}>{withCode(cell)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** The tables' captions: the play function finds the tables by them. */
export const docsCaptions = {
  attributes: 'Eigindi (attributes)',
  events: 'Atburðir (events)',
  cssProperties: 'CSS-breytur (CSS custom properties)',
  cssParts: 'Hlutar (::part)',
} as const;

/** One element's attributes, events, CSS properties and parts, from custom-elements.json. */
export function ElementDocs(props: { tagName: string }): ReactNode {
  const declaration = elementDeclaration(props.tagName);
  const stripped = declaration.description.replace(`\`<${declaration.tagName}>\`: `, '');
  const description = stripped.charAt(0).toUpperCase() + stripped.slice(1);
  return (
    <article className="element-docs">
      <h1>
        <code>{`<${declaration.tagName}>`}</code>
      </h1>
      <p>{withCode(description)}</p>
      <ApiTable
        caption={docsCaptions.attributes}
        headers={['Eigindi', 'Tegund', 'Eiginleiki (property)', 'Lýsing']}
        rows={declaration.attributes.map((attribute) => ({
          name: attribute.name,
          cells: [attribute.type.text, attribute.fieldName, attribute.description],
        }))}
        none="Engin eigindi."
      />
      <ApiTable
        caption={docsCaptions.events}
        headers={['Atburður', 'Lýsing (detail)']}
        rows={declaration.events.map((event) => ({ name: event.name, cells: [event.description] }))}
        none="Engir atburðir."
      />
      {declaration.events.length > 0 ? (
        <p>
          Atburðirnir eru <code>CustomEvent</code> sem bóla upp og fara út úr skuggatrénu (
          <code>bubbles</code>, <code>composed</code>).
        </p>
      ) : null}
      <ApiTable
        caption={docsCaptions.cssProperties}
        headers={['Breyta', 'Lýsing']}
        rows={declaration.cssProperties.map((property) => ({
          name: property.name,
          cells: [property.description],
        }))}
        none="Engar breytur sérstaklega fyrir þessa einingu."
      />
      <p>
        Allar <code>--byko-*</code> þemabreyturnar (<code>widgets/core/runtime/theme-defaults.css</code>)
        gilda um hverja einingu; síðan getur sett þær á <code>:root</code>, <code>body</code> eða eininguna.
      </p>
      <ApiTable
        caption={docsCaptions.cssParts}
        headers={['Hluti', 'Lýsing']}
        rows={declaration.cssParts.map((part) => ({ name: part.name, cells: [part.description] }))}
        none="Engir hlutar."
      />
    </article>
  );
}

const elementDocsCss = `
.element-docs { max-width: 60rem; }
.element-docs h1 { font-size: 1.5rem; margin: 0 0 0.5rem; }
.element-docs h2 { font-size: 1.125rem; margin: 1.5rem 0 0.5rem; }
.element-docs table { border-collapse: collapse; width: 100%; }
.element-docs th, .element-docs td {
  text-align: start; vertical-align: top; padding: 0.375rem 0.75rem 0.375rem 0;
  border-bottom: 1px solid var(--byko-color-border);
}
.element-docs thead th { font-weight: 600; }
.element-docs tbody th { font-weight: normal; white-space: nowrap; }
.element-docs-hidden {
  position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap;
}
`;

function rowNames(table: HTMLElement): string[] {
  return within(table)
    .getAllByRole('rowheader')
    .map((header) => header.textContent ?? '');
}

/**
 * The docs story of `tagName` (first in its stories file): the element's API from the manifest. Its
 * play function checks that the page draws each table with what the manifest declares, and that
 * every element takes `api-base`. Whether the manifest matches the elements' code is
 * scripts/manifest.test.ts's check.
 */
export function elementDocsStory(tagName: string) {
  const widget: WidgetFrameParameters = { styles: [elementDocsCss] };
  return {
    name: `Skjölun: <${tagName}>`,
    parameters: { widget, layout: 'padded', docsTag: tagName },
    render: () => <ElementDocs tagName={tagName} />,
    play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
      const declaration = elementDeclaration(tagName);
      const canvas = await widgetCanvas(canvasElement);
      await expect(canvas.getByRole('heading', { level: 1, name: `<${tagName}>` })).toBeVisible();
      const attributes = canvas.getByRole('table', { name: docsCaptions.attributes });
      await expect(rowNames(attributes)).toContain('api-base');
      await expect(rowNames(attributes)).toEqual(declaration.attributes.map((attribute) => attribute.name));
      const lists = [
        [docsCaptions.events, declaration.events],
        [docsCaptions.cssProperties, declaration.cssProperties],
        [docsCaptions.cssParts, declaration.cssParts],
      ] as const;
      for (const [caption, declared] of lists) {
        const table = canvas.queryByRole('table', { name: caption });
        await expect(table ? rowNames(table) : []).toEqual(declared.map((entry) => entry.name));
      }
    },
  };
}

/**
 * Each stories file's Docs page (the preview's `docs.page`): the file's title, then the API of each
 * element its "Skjölun" stories name (`parameters.docsTag`). The states themselves stay stories: a
 * docs page would render them all at once, against one sandbox.
 */
export function ElementDocsPage(): ReactNode {
  const { csfFile } = useOf('meta', ['meta']);
  const tags = Object.values(csfFile.stories)
    .map((story) => story.parameters?.docsTag)
    .filter((tag): tag is string => typeof tag === 'string');
  return (
    <>
      <Title />
      {tags.map((tag) => (
        <ElementDocs key={tag} tagName={tag} />
      ))}
      {tags.length > 0 ? (
        <p>
          Hvert ástand einingarinnar er saga hér til hliðar, með sandkassann á bak við sig og aðgengisprófun
          (axe).
        </p>
      ) : null}
    </>
  );
}
