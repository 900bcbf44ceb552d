/** The element's tag, written here once: its definition, the loader, the route table, the stories and the manifest import it. */
export const webcamTag = 'byko-webcam';
