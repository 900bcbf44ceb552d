import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { escapeHtml, type MountedElement } from '../pages/render.ts';
import { given } from '../widgets/core/runtime/page-settings.ts';
import { firstGets, firstLibraries } from '../widgets/first-gets.ts';

/**
 * The host page knows its element, so it can name the element's code in the page's head: the
 * browser fetches the loader, the element's chunk and the shared runtime side by side instead of
 * one after the other. Read from the library build's manifest (vite.lib.config.ts
 * `manifest`) and custom-elements.json (tag → module).
 */
interface ManifestChunk {
  file: string;
  imports?: string[];
  isDynamicEntry?: boolean;
}

type ViteManifest = Record<string, ManifestChunk>;

interface ElementsManifest {
  modules: { path: string; declarations: { tagName?: string }[] }[];
}

/** The chunks of the manifest's `keys` and everything they import statically, less `except`. */
function chunksFrom(vite: ViteManifest, keys: readonly string[], except: readonly string[] = []): string[] {
  const files: string[] = [];
  const visit = (key: string) => {
    const chunk = vite[key];
    if (!chunk || files.includes(chunk.file) || except.includes(chunk.file)) return;
    files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return files;
}

/** The chunks `tag` needs before it can render: its own and everything it imports statically. */
export function chunksOf(tag: string, vite: ViteManifest, elements: ElementsManifest): string[] {
  const module = elements.modules.find((entry) =>
    entry.declarations.some((declaration) => declaration.tagName === tag),
  )?.path;
  return module ? chunksFrom(vite, [module]) : [];
}

/**
 * The chunks of the libraries `element` surely imports once it has its data (first-gets.ts
 * `firstLibraries`): each package's dynamic entry in the build and what it imports, less `already`.
 */
export function libraryChunksOf(
  element: MountedElement,
  vite: ViteManifest,
  already: readonly string[],
): string[] {
  const packages = firstLibraries[element.tag]?.((name) => element.attributes[name]) ?? [];
  const entries = packages.flatMap((name) =>
    Object.keys(vite).filter(
      (key) => vite[key]?.isDynamicEntry === true && key.includes(`node_modules/${name}/`),
    ),
  );
  return chunksFrom(vite, entries, already);
}

/**
 * The element's first GETs as fetch preloads (widgets/first-gets.ts). The element's flow asks for
 * the same URLs and the browser hands it the preloaded answers. On the API the element calls: its
 * own `api-base`, else the page's setting, else the page's origin, each given as core's page
 * settings take it (a blank attribute is none). The attributes come from the request's URL: escaped.
 */
export function fetchPreloads(element: MountedElement, pageApiBase = ''): string[] {
  const attribute = (name: string) => element.attributes[name];
  const base = (given(attribute('api-base')) ?? pageApiBase).replace(/\/+$/, '');
  return (firstGets[element.tag]?.(attribute) ?? []).map(
    (path) => `<link rel="preload" as="fetch" crossorigin href="${escapeHtml(base + path)}" />`,
  );
}

/**
 * The head links of a page mounting `element`: `<link rel="modulepreload">` for its chunks under
 * `/cdn/` and for the drawing library it surely imports (none when the build lacks its manifests),
 * then its first GETs on the page's API.
 */
export function pagePreloader(
  cdnFolder: string,
): (element: MountedElement | undefined, pageApiBase?: string) => string[] {
  let vite: ViteManifest | undefined;
  let elements: ElementsManifest | undefined;
  try {
    vite = JSON.parse(readFileSync(join(cdnFolder, '.vite', 'manifest.json'), 'utf8')) as ViteManifest;
    elements = JSON.parse(readFileSync(join(cdnFolder, 'custom-elements.json'), 'utf8')) as ElementsManifest;
  } catch {
    // Not built (unit tests of the server): no module preloads.
  }
  const tagChunks = new Map<string, string[]>();
  const chunksOfTag = (tag: string) => {
    let files = tagChunks.get(tag);
    if (!files) {
      files = vite && elements ? chunksOf(tag, vite, elements) : [];
      tagChunks.set(tag, files);
    }
    return files;
  };
  // File names are the build's own (hash and path characters only), never a request's.
  const modulePreload = (file: string) => `<link rel="modulepreload" href="/cdn/${file}" />`;
  return (element, pageApiBase) => {
    if (!element) return [];
    const own = chunksOfTag(element.tag);
    const libraries = vite ? libraryChunksOf(element, vite, own) : [];
    return [...[...own, ...libraries].map(modulePreload), ...fetchPreloads(element, pageApiBase)];
  };
}
