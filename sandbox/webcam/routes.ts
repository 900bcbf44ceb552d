import { Hono } from 'hono';
import { reasonResponse } from '../errors.ts';
import { cameras, webcamReasons } from './fixtures.ts';
import { isCamera, parseWebcamImageId, webcamImageSvg, webcamImages } from './images.ts';

// The webcams (spec §7 "Tools", SANDBOX.md "Tools"): the cameras, each one's image list and the
// images. Full paths, mounted at the root. No login: spec §6 lets anyone use them.

/** What the webcams need: the sandbox clock, at which each camera's image list ends. No memory of their own. */
export interface WebcamNeeds {
  readonly now: () => Date;
}

export function webcamRoutes({ now }: WebcamNeeds): Hono {
  const routes = new Hono();

  routes.get('/webcam/cameras', (c) => c.json(cameras));

  routes.get('/webcam/data/:camera', (c) => {
    const camera = c.req.param('camera');
    if (!isCamera(camera)) return reasonResponse(c, 404, webcamReasons.cameraNotFound);
    return c.json(webcamImages(camera, now()));
  });

  // Any moment on the grid is drawn, not only the listed two days: an image's address stays good
  // after the clock moves on, as a real camera's archive would.
  routes.get('/webcam/image/:id', (c) => {
    const image = parseWebcamImageId(c.req.param('id'));
    if (!image) return reasonResponse(c, 404, webcamReasons.imageNotFound);
    // An image never changes: the browser may keep it (the widget preloads its neighbours).
    c.header('Content-Type', 'image/svg+xml');
    c.header('Cache-Control', 'public, max-age=86400');
    return c.body(webcamImageSvg(image.camera, image.at));
  });

  return routes;
}
