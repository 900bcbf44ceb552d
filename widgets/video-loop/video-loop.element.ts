import { defineWidget } from '../core/runtime/define.ts';
import { type VideoLoopEvents, VideoLoopWidget, type VideoLoopWidgetProps } from './VideoLoopWidget.tsx';
import videoLoopCss from './video-loop.css?inline';

/**
 * `<byko-video-loop>`: the golf event's videos (spec §2 "Other tools", §7, §9). Fetches the video
 * list file (`{ "videos": [...] }`, each address relative to the file); when it fails, plays the
 * fallback list of two videos. Plays them in order and loops the list, muted and inline (so
 * browsers let them play by themselves), with the next one loaded ahead so the switch shows no
 * black frame. A video that fails to load is skipped. 'Gera hlé' pauses (WCAG 2.2.2).
 *
 * @attr src - the video list file, relative to the page; default the API's `/videos/golfmot.json`
 * @attr api-base - where API calls go (the default list and the fallback videos are there)
 * @csspart stage - the videos' box (16:9)
 * @csspart pause - the pause and play button
 */
defineWidget<VideoLoopWidgetProps, VideoLoopEvents>('byko-video-loop', VideoLoopWidget, {
  props: { src: 'string' },
  styles: [videoLoopCss],
});

declare global {
  interface HTMLElementTagNameMap {
    'byko-video-loop': HTMLElement & VideoLoopWidgetProps;
  }
}
