/**
 * The webcam's first address, in its own module: a host page names it as a preload when it mounts
 * the viewer (server/preload.ts, widgets/first-gets.ts), and the flow's request must be the same
 * one for the browser to reuse the answer. The cameras are the same for every visitor (spec §7).
 */
export const camerasPath = '/webcam/cameras';

/** The viewer's first GET, whatever its attributes: the cameras, which name the pictures to ask for. */
export const webcamFirstGets = (): string[] => [camerasPath];
