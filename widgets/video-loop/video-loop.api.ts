import * as v from 'valibot';
import { resolveTimeoutMs } from '../core/runtime/config.ts';
import { ApiError } from '../core/runtime/http.ts';

// The golf video list (spec §7 "Tools": "GET a video list file returning videos[]"). The sandbox
// serves one; the widget's fallback list names the same two videos.

/** The list file: the videos' addresses, relative to the file's own. */
export const videoListSchema = v.object({ videos: v.array(v.string()) });

/** Where the sandbox serves the list, relative to the API base: the `src` attribute's default. */
export const defaultVideoListPath = '/videos/golfmot.json';

/** Spec §7: "Default fallback list has two videos", relative to the API base. */
export const fallbackVideoPaths = ['/videos/golf-1.webm', '/videos/golf-2.webm'] as const;

export const videoLoopApi = {
  /**
   * The list file. A plain fetch rather than the shared API client: the file is public and may sit
   * on any origin (a CDN), and the client's Authorization and X-Requested-With headers would hand a
   * logged-in person's token to that origin and ask it for a CORS preflight it may well refuse.
   */
  list: async (url: string): Promise<readonly string[]> => {
    let response: Response;
    try {
      response = await fetch(url, { credentials: 'omit', signal: AbortSignal.timeout(resolveTimeoutMs()) });
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
      throw new ApiError(0, undefined, timedOut ? 'timeout' : 'network');
    }
    if (!response.ok) throw new ApiError(response.status, undefined, 'http');
    try {
      return v.parse(videoListSchema, await response.json()).videos;
    } catch {
      throw new ApiError(response.status, undefined, 'malformed');
    }
  },
};
