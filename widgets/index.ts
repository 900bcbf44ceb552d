/**
 * The entry of the CDN bundle (dist-cdn/byko-widgets.js) and of the npm package (@byko/widgets):
 * each tag is defined, its flow's code (and, on the CDN, React in a shared chunk) imported, only when
 * the tag first appears on the page.
 *
 * Every element is found by its files: `x.tag.ts` (the tag) beside `x.element.ts` (its definition).
 * The build writes that list (vite.widgets.ts `elementsOfTagFiles`); each definition is a lazy chunk.
 */
import { elements } from 'virtual:byko-elements';
import { lazyDefine, loadWidget } from './core/lazy.ts';

for (const [tag, load] of elements) lazyDefine(tag, load);

export { loadWidget };
