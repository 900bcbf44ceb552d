import * as v from 'valibot';
import type { ApiClient } from '../core/runtime/http.ts';
import { pathSegment } from '../core/runtime/url-path.ts';
import { camerasPath } from './webcam.paths.ts';

// The webcam calls (spec §7 "Tools") and their answers (spec §3 "Webcam image"). The sandbox
// answers with these shapes.

/** `GET /webcam/cameras`: the cameras' names, which are also their keys. */
export const camerasSchema = v.array(v.string());

/** One picture of a camera: an id for `/webcam/image/{id}` and when it was taken (ISO 8601). */
export const webcamImageSchema = v.object({
  id: v.union([v.string(), v.number()]),
  timestamp: v.string(),
});
export type WebcamImageAnswer = v.InferOutput<typeof webcamImageSchema>;

export const webcamApi = {
  cameras: (api: ApiClient) => api.get(camerasPath, camerasSchema),
  images: (api: ApiClient, camera: string) =>
    api.get(`/webcam/data/${pathSegment(camera)}`, v.array(webcamImageSchema)),
  /**
   * Where a picture is, relative to the API (an `<img src>`, resolved by apiImageUrl); undefined
   * for an id that cannot be one path segment ('..'), which then shows as a picture that failed.
   */
  imagePath: (id: string): string | undefined => {
    try {
      return `/webcam/image/${pathSegment(id)}`;
    } catch {
      return undefined;
    }
  },
};
