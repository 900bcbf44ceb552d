import { pl as fieldsPl } from '../core/fields/messages.pl.ts';
import { pl as apiReasonsPl } from '../core/languages/api-reasons.messages.pl.ts';
import { pl as callReasons } from '../core/languages/call-reasons.messages.pl.ts';
import { pair, translations } from '../core/languages/pairs.ts';
import { pl as uiPl } from '../core/runtime/ui/messages.pl.ts';
import { webcamMessages } from './webcam.messages.ts';

/** The webcam viewer's texts in Polish. */
export default translations('pl', [
  ...uiPl,
  ...fieldsPl,
  ...callReasons,
  ...apiReasonsPl,
  pair(webcamMessages, {
    heading: 'Kamery internetowe',
    camera: 'Kamera',
    loadingCameras: 'Pobieranie kamer…',
    camerasFailed: 'Nie udało się pobrać kamer',
    loadingImages: 'Pobieranie zdjęć…',
    imagesFailed: 'Nie udało się pobrać zdjęć',
    noImages: 'Brak zdjęć z tej kamery',
    noCameras: 'Nie znaleziono kamer',
    time: 'Czas',
    date: 'Data',
    previous: 'Poprzednie zdjęcie',
    next: 'Następne zdjęcie',
    play: 'Odtwórz dzień',
    pause: 'Zatrzymaj',
    position: (number, count) => `Zdjęcie ${number} z ${count}`,
    imageAlt: (camera, time) => `${camera}, ${time}`,
    imageFailed: 'Nie udało się wczytać zdjęcia',
    loadingImage: 'Wczytywanie zdjęcia…',
    keyboardHint: 'Strzałki przełączają zdjęcia',
  }),
]);
