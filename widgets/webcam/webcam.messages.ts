/** Every Icelandic string of the webcam viewer (spec §2 "Other tools", §5 "Webcam"). */
export const webcamMessages = {
  /** The page's title in the route table (spec §2). */
  heading: 'Vefmyndavélar',
  camera: 'Myndavél',
  loadingCameras: 'Sæki myndavélar…',
  camerasFailed: 'Ekki tókst að sækja myndavélar',
  loadingImages: 'Sæki myndir…',
  imagesFailed: 'Ekki tókst að sækja myndir',
  noImages: 'Engar myndir eru til frá þessari myndavél',
  noCameras: 'Engar myndavélar fundust',
  time: 'Tími',
  date: 'Dagsetning',
  previous: 'Fyrri mynd',
  next: 'Næsta mynd',
  play: 'Spila daginn',
  pause: 'Stöðva',
  /** Under the picture: which of how many. */
  position: (number: number, count: number) => `Mynd ${number} af ${count}`,
  /** The picture's text alternative: the camera and when. */
  imageAlt: (camera: string, time: string) => `${camera}, ${time}`,
  imageFailed: 'Ekki tókst að hlaða myndinni',
  /** The spinner's text while a picture takes its time. */
  loadingImage: 'Sæki mynd…',
  /** Read once by screen readers: how the picture itself is stepped. */
  keyboardHint: 'Örvalyklar fletta myndum',
} as const;
