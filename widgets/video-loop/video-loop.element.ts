import { defineWidget } from '../core/runtime/define.ts';
import { VideoLoopWidget, type VideoLoopWidgetProps } from './VideoLoopWidget.tsx';
import videoLoopCss from './video-loop.css?inline';
import type { VideoLoopEvents } from './video-loop.events.ts';
import { tag as videoLoopTag } from './video-loop.tag.ts';

/**
 * `<byko-video-loop>`: the golf event's videos. Fetches the video
 * list file (`{ "videos": [...] }`, each address relative to the file); when it fails, plays the
 * fallback list of two videos. Plays them in order and loops the list, muted and inline (so
 * browsers let them play by themselves), with the next one loaded ahead so the switch shows no
 * black frame. A video that fails to load is skipped. 'Gera hlé' pauses (WCAG 2.2.2).
 *
 * @csspart stage - the videos' box (16:9)
 * @csspart pause - the pause and play button
 * @attr api-base - where API calls go (the default list and the fallback videos are there)
 */
export const videoLoopElement = defineWidget<VideoLoopWidgetProps, VideoLoopEvents>({
  tag: videoLoopTag,
  component: VideoLoopWidget,
  props: {
    /** the video list file, relative to the page; default the API's `/videos/golfmot.json` */
    src: 'string',
  },
  styles: [videoLoopCss],
  translations: { en: () => import('./video-loop.en.ts'), pl: () => import('./video-loop.pl.ts') },
});

declare global {
  interface HTMLElementTagNameMap {
    [videoLoopTag]: HTMLElement & VideoLoopWidgetProps;
  }
}
