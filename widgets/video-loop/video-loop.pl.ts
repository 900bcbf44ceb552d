import { pl as fieldsPl } from '../core/fields/messages.pl.ts';
import { pair, translations } from '../core/languages/pairs.ts';
import { pl as uiPl } from '../core/runtime/ui/messages.pl.ts';
import { videoLoopMessages } from './video-loop.messages.ts';

/** The golf video loop's texts in Polish. */
export default translations('pl', [
  ...uiPl,
  ...fieldsPl,
  pair(videoLoopMessages, {
    label: 'Filmy z turnieju golfowego',
    loading: 'Pobieranie filmów…',
    pause: 'Wstrzymaj',
    play: 'Odtwórz',
    allFailed: 'Nie udało się odtworzyć filmów',
    retry: 'Spróbuj ponownie',
  }),
]);
