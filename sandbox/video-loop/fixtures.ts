// The golf videos' seed (SANDBOX.md "Tools"): the list file and the two videos of files/, made by
// scripts/make-tool-fixtures.ts --videos.

export const videoReasons = {
  videoNotFound: 'Myndband fannst ekki',
  /** A Range that starts past the video's end (416). */
  rangeNotSatisfiable: 'Umbeðið bil er utan skrárinnar',
} as const;

/** The video list file, where `<byko-video-loop>` reads by default. */
export const videoListPath = '/videos/golfmot.json';

/** The two videos, as files under sandbox/video-loop/files/ (the only files the sandbox serves). */
export const videoFiles = ['golf-1.webm', 'golf-2.webm'] as const;

/** `GET /videos/golfmot.json`: paths, which the widget resolves against the list's own URL. */
export const videoList = { videos: videoFiles.map((name) => `/videos/${name}`) } as const;
