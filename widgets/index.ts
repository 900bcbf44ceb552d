/**
 * The entry of the CDN bundle (dist-cdn/byko-widgets.js) and of the npm package (@byko/widgets):
 * each tag is defined, its flow's code (and, on the CDN, React in a shared chunk) imported, only when
 * the tag first appears on the page. The tags and their code are listed in flows.ts.
 */
import { lazyDefine, loadWidget } from './core/lazy.ts';
import { elements } from './flows.ts';

for (const [tag, load] of elements) lazyDefine(tag, load);

export { loadWidget };
