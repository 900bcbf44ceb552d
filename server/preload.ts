import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { escapeHtml, type MountedElement } from '../pages/render.ts';
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

/** The chunks `tag` needs before it can render: its own and everything it imports statically. */
export function chunksOf(tag: string, vite: ViteManifest, elements: ElementsManifest): string[] {
  const module = elements.modules.find((entry) =>
    entry.declarations.some((declaration) => declaration.tagName === tag),
  )?.path;
  const files: string[] = [];
  const visit = (key: string) => {
    const chunk = vite[key];
    if (!chunk || files.includes(chunk.file)) return;
    files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  if (module) visit(module);
  return files;
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
  const files: string[] = [];
  const visit = (key: string) => {
    const chunk = vite[key];
    if (!chunk || files.includes(chunk.file) || already.includes(chunk.file)) return;
    files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const name of packages) {
    const entry = Object.keys(vite).find(
      (key) => vite[key]?.isDynamicEntry === true && key.includes(`node_modules/${name}/`),
    );
    if (entry) visit(entry);
  }
  return files;
}

/**
 * The element's first GETs as fetch preloads (widgets/first-gets.ts). The element's flow asks for
 * the same URLs and the browser hands it the preloaded answers. On the element's own `api-base`,
 * else the page's (its `byko-api-base` setting), else the page's origin. The attributes come from
 * the request's URL: escaped.
 */
export function fetchPreloads(element: MountedElement, pageApiBase = ''): string[] {
  const attribute = (name: string) => element.attributes[name];
  const base = (attribute('api-base') ?? pageApiBase).replace(/\/+$/, '');
  return (firstGets[element.tag]?.(attribute) ?? []).map(
    (path) => `<link rel="preload" as="fetch" crossorigin href="${escapeHtml(base + path)}" />`,
  );
}

/**
 * The head links of a page mounting `element`: `<link rel="modulepreload">` for its chunks under
 * `/cdn/` (none when the build lacks its manifests), then its first GETs on the page's API.
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
  const modules = new Map<string, string[]>();
  const modulePreloads = (tag: string) => {
    let links = modules.get(tag);
    if (!links) {
      // File names are the build's own (hash and path characters only), never a request's.
      links =
        vite && elements
          ? chunksOf(tag, vite, elements).map((file) => `<link rel="modulepreload" href="/cdn/${file}" />`)
          : [];
      modules.set(tag, links);
    }
    return links;
  };
  const libraryPreloads = (element: MountedElement) =>
    vite && elements
      ? libraryChunksOf(element, vite, chunksOf(element.tag, vite, elements)).map(
          (file) => `<link rel="modulepreload" href="/cdn/${file}" />`,
        )
      : [];
  return (element, pageApiBase) =>
    element
      ? [...modulePreloads(element.tag), ...libraryPreloads(element), ...fetchPreloads(element, pageApiBase)]
      : [];
}
