// The sandbox's webcam pictures as the tests name them, written out by hand (not read from
// sandbox/webcam/images.ts), so a picture served at another address fails the test that expects it.

/**
 * Where the sandbox serves a camera's picture of that time ('24.11.2026 kl. 10:10'): the camera's
 * name in lower case and the time as yyyymmddHHMM, e.g. /webcam/image/breidd-202611241010.
 */
export function imagePath(camera: string, time: string): string {
  const match = /^(\d{2})\.(\d{2})\.(\d{4}) kl\. (\d{2}):(\d{2})$/.exec(time);
  if (!match) throw new Error(`not a picture's time: ${time}`);
  const [, day, month, year, hour, minute] = match;
  return `/webcam/image/${camera.toLowerCase()}-${year}${month}${day}${hour}${minute}`;
}
