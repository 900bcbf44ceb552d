import { defineWidget } from '../core/runtime/define.ts';
import { WebcamWidget, type WebcamWidgetProps } from './WebcamWidget.tsx';
import webcamCss from './webcam.css?inline';
import type { WebcamEvents } from './webcam.events.ts';
import { tag as webcamTag } from './webcam.tag.ts';

/**
 * `<byko-webcam>`: the webcam viewer. A camera list, and the
 * chosen camera's pictures oldest to newest with the latest shown first: the previous and next
 * buttons, a time slider, a date (which jumps to the first picture taken later than the day's
 * start) and the arrow keys on the picture all move one index. 'Spila daginn' plays the shown
 * picture's day as a time-lapse. The pictures beside the shown one are fetched ahead, so a step
 * does not flash.
 *
 * @csspart frame - the picture with its time
 * @csspart controls - the previous, play and next buttons
 * @attr api-base - where API calls go (and the pictures come from)
 */
export const webcamElement = defineWidget<WebcamWidgetProps, WebcamEvents>({
  tag: webcamTag,
  component: WebcamWidget,
  props: {
    /** the camera shown first (`Breidd`, `Akureyri`); changing it switches camera */
    camera: 'string',
  },
  styles: [webcamCss],
  translations: { en: () => import('./webcam.en.ts'), pl: () => import('./webcam.pl.ts') },
});

declare global {
  interface HTMLElementTagNameMap {
    [webcamTag]: HTMLElement & WebcamWidgetProps;
  }
}
