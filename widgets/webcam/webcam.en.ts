import { en as fieldsEn } from '../core/fields/messages.en.ts';
import { en as apiReasonsEn } from '../core/languages/api-reasons.messages.en.ts';
import { en as callReasons } from '../core/languages/call-reasons.messages.en.ts';
import { pair, translations } from '../core/languages/pairs.ts';
import { en as uiEn } from '../core/runtime/ui/messages.en.ts';
import { webcamMessages } from './webcam.messages.ts';

/** The webcam viewer's texts in English. */
export default translations('en', [
  ...uiEn,
  ...fieldsEn,
  ...callReasons,
  ...apiReasonsEn,
  pair(webcamMessages, {
    heading: 'Webcams',
    camera: 'Camera',
    loadingCameras: 'Loading cameras…',
    camerasFailed: 'Could not load the cameras',
    loadingImages: 'Loading images…',
    imagesFailed: 'Could not load the images',
    noImages: 'There are no images from this camera',
    noCameras: 'No cameras found',
    time: 'Time',
    date: 'Date',
    previous: 'Previous image',
    next: 'Next image',
    play: 'Play the whole day',
    pause: 'Stop',
    position: (number, count) => `Image ${number} of ${count}`,
    imageAlt: (camera, time) => `${camera}, ${time}`,
    imageFailed: 'Could not load the image',
    loadingImage: 'Loading image…',
    keyboardHint: 'Use the arrow keys to step through the images',
  }),
]);
