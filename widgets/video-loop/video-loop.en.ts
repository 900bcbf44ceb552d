import { en as fieldsEn } from '../core/fields/messages.en.ts';
import { pair, translations } from '../core/languages/pairs.ts';
import { en as uiEn } from '../core/runtime/ui/messages.en.ts';
import { videoLoopMessages } from './video-loop.messages.ts';

/** The golf video loop's texts in English. */
export default translations('en', [
  ...uiEn,
  ...fieldsEn,
  pair(videoLoopMessages, {
    label: 'Videos from the golf tournament',
    loading: 'Loading videos…',
    pause: 'Pause',
    play: 'Play',
    allFailed: 'Could not play the videos',
    retry: 'Try again',
  }),
]);
