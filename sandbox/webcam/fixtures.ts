// The webcams' seed (SANDBOX.md "Tools"): the cameras and the shape of their image lists. Plain
// constants; the images themselves are drawn by images.ts from the camera and the time.

export const webcamReasons = {
  cameraNotFound: 'Myndavél fannst ekki',
  imageNotFound: 'Mynd fannst ekki',
} as const;

/** The cameras, in the order `GET /webcam/cameras` lists them. */
export const cameras = ['Breidd', 'Akureyri'] as const;

/** Minutes between two images of a camera. */
export const webcamIntervalMinutes = 10;

/** How many images `GET /webcam/data/{camera}` lists: one every 10 minutes for two days. */
export const webcamImageCount = (2 * 24 * 60) / webcamIntervalMinutes;

/** Every this-many-th image is listed twice (the widget de-duplicates by id). */
export const webcamDuplicateEvery = 7;

/** Each camera's hue (HSL degrees) in its pictures, so a test or a person sees which camera it is. */
export const cameraHues: Readonly<Record<(typeof cameras)[number], number>> = {
  Breidd: 28,
  Akureyri: 200,
};
