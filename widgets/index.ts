/**
 * The entry of the CDN bundle (dist-cdn/byko-widgets.js) and of the npm package (@byko/widgets):
 * each tag is defined, its flow's code (and, on the CDN, React in a shared chunk) imported, only when
 * the tag first appears on the page.
 *
 * Every element is found by its files: `x.tag.ts` (the tag) beside `x.element.ts` (its definition).
 * The tags are read now (the bundler inlines each string); each element file becomes a lazy chunk.
 */
import { lazyDefine, loadWidget } from './core/lazy.ts';

const tags = import.meta.glob<string>('./**/*.tag.ts', { eager: true, import: 'tag' });
const elementCode = import.meta.glob('./**/*.element.ts');

for (const [tagFile, tag] of Object.entries(tags)) {
  const load = elementCode[tagFile.replace(/\.tag\.ts$/, '.element.ts')];
  if (load) lazyDefine(tag, load);
}

export { loadWidget };
