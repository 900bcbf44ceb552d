import { useSignals } from '@preact/signals-react/runtime';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { formatIcelandDateTime, icelandDay } from '../core/format-dates.ts';
import { useLang, useMessages } from '../core/runtime/locale.ts';
import { useWidgetModel } from '../core/runtime/use-widget-model.ts';
import { useWidget } from '../core/runtime/widget-context.tsx';
import { Alert, Button, LoadingBlock, Select, type SkeletonPart, Slider, Spinner } from '../core/ui/index.ts';
import { apiImageUrl } from '../core/url-template.ts';
import { webcamApi } from './webcam.api.ts';
import { webcamMessages } from './webcam.messages.ts';
import { type WebcamImage, WebcamModel, type WebcamModelInstance } from './webcam.model.ts';

export interface WebcamWidgetProps {
  /** The camera shown first ('Akureyri'); without it, or when it is not one of them, the first listed. */
  camera?: string;
}

/** While the cameras load: the camera's select; the picture's box follows with its own wait. */
const cameraShape: readonly SkeletonPart[] = ['field'];

/** `<byko-webcam>`: the webcam viewer (spec §2 "Other tools", §5 "Webcam"). */
export function WebcamWidget(props: WebcamWidgetProps): ReactNode {
  useSignals();
  const model = useWidgetModel((widget) => new WebcamModel({ api: () => widget().api }));
  const preferred = props.camera?.trim() || undefined;
  useEffect(() => model.load(preferred), [model, preferred]);
  useEffect(() => model.dispose, [model]);
  const messages = useMessages(webcamMessages);
  const state = model.cameras.state.value;
  return (
    <section className="byko-panel byko-stack webcam" aria-labelledby="webcam-heading">
      <h1 className="byko-heading" id="webcam-heading">
        {messages.heading}
      </h1>
      {state.kind === 'loading' ? <LoadingBlock label={messages.loadingCameras} shape={cameraShape} /> : null}
      {state.kind === 'failed' ? (
        <Alert step="load" message={state.message} onRetry={model.cameras.retry} />
      ) : null}
      {state.kind === 'ready' && state.cameras.length === 0 ? <p>{messages.noCameras}</p> : null}
      {state.kind === 'ready' && state.cameras.length > 0 ? (
        <>
          <Select
            label={messages.camera}
            value={model.camera.value ?? ''}
            options={state.cameras.map((name) => ({ value: name, label: name }))}
            onChange={model.chooseCamera}
          />
          <Viewer model={model} />
        </>
      ) : null}
    </section>
  );
}

function Viewer(props: { model: WebcamModelInstance }): ReactNode {
  useSignals();
  const { model } = props;
  const messages = useMessages(webcamMessages);
  const state = model.images.state.value;
  if (state.kind === 'loading')
    return (
      <div className="webcam-frame" part="frame">
        <div className="webcam-wait">
          <Spinner size="large" label={messages.loadingImages} />
        </div>
      </div>
    );
  if (state.kind === 'failed')
    return <Alert step="load" message={state.message} onRetry={model.images.retry} />;
  const current = model.current.value;
  if (!current) return <p>{messages.noImages}</p>;
  return <Pictures model={model} images={state.images} current={current} />;
}

function Pictures(props: {
  model: WebcamModelInstance;
  images: readonly WebcamImage[];
  current: WebcamImage;
}): ReactNode {
  useSignals();
  const { model, images, current } = props;
  const { api } = useWidget();
  const messages = useMessages(webcamMessages);
  const lang = useLang();
  const hintId = useId();
  const index = model.index.value;
  const playing = model.playing.value;
  const imageUrl = (image: WebcamImage | undefined) => {
    const path = image ? webcamApi.imagePath(image.id) : undefined;
    return path ? apiImageUrl(path, api.baseUrl) : undefined;
  };
  const source = imageUrl(current);
  // What the shown picture's request came to; a new source is loading until its load or error.
  // Meanwhile the browser keeps the last picture up, and a wait past a moment shows the spinner.
  const [settled, setSettled] = useState<{ source: string; status: 'loaded' | 'failed' }>();
  const status = source === undefined ? 'failed' : settled?.source === source ? settled.status : 'loading';
  const slow = useLate(status === 'loading', source);
  usePreload([images[index - 1], images[index + 1], playing ? images[index + 2] : undefined].map(imageUrl));
  const time = formatIcelandDateTime(new Date(current.takenAt), lang);
  const first = images[0];
  const last = images.at(-1);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowLeft') model.step(-1);
    else if (event.key === 'ArrowRight') model.step(1);
    else if (event.key === 'Home') model.first();
    else if (event.key === 'End') model.last();
    else return;
    event.preventDefault();
  };

  return (
    <>
      <figure
        className="webcam-frame"
        part="frame"
        // The picture is a place the keyboard steps from, as the slider is.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the arrow keys step the pictures here
        tabIndex={0}
        aria-describedby={hintId}
        onKeyDown={onKeyDown}
      >
        {source && status !== 'failed' ? (
          <img
            src={source}
            alt={messages.imageAlt(model.camera.value ?? '', time)}
            width={640}
            height={360}
            onLoad={() => setSettled({ source, status: 'loaded' })}
            onError={() => setSettled({ source, status: 'failed' })}
          />
        ) : (
          <p className="webcam-missing">{messages.imageFailed}</p>
        )}
        <figcaption aria-live={playing ? 'off' : 'polite'}>
          <span className="webcam-time">
            {slow ? (
              <>
                <Spinner label={messages.loadingImage} />{' '}
              </>
            ) : null}
            {time}
          </span>
          <span>{messages.position(index + 1, images.length)}</span>
        </figcaption>
        <span id={hintId} className="byko-visually-hidden">
          {messages.keyboardHint}
        </span>
      </figure>
      <div className="webcam-buttons" part="controls">
        <Button variant="secondary" disabled={model.atFirst.value} onClick={() => model.step(-1)}>
          {messages.previous}
        </Button>
        <Button variant="secondary" onClick={playing ? model.stop : model.play}>
          {playing ? messages.pause : messages.play}
        </Button>
        <Button variant="secondary" disabled={model.atLast.value} onClick={() => model.step(1)}>
          {messages.next}
        </Button>
      </div>
      <Slider
        label={messages.time}
        value={index}
        min={0}
        max={images.length - 1}
        onChange={model.moveTo}
        valueText={(at) => {
          const image = images[at];
          return image ? formatIcelandDateTime(new Date(image.takenAt), lang) : '';
        }}
      />
      <DayField
        model={model}
        day={icelandDay(new Date(current.takenAt))}
        min={first ? icelandDay(new Date(first.takenAt)) : ''}
        max={last ? icelandDay(new Date(last.takenAt)) : ''}
      />
    </>
  );
}

/**
 * The date the shown picture was taken on; choosing another jumps there. While the field has the
 * focus it shows what is being typed: a year typed digit by digit passes through 0002, 0020 and
 * 0202, which must not each jump and overwrite the typing. A day outside the pictures' days waits.
 */
function DayField(props: { model: WebcamModelInstance; day: string; min: string; max: string }): ReactNode {
  const id = useId();
  const messages = useMessages(webcamMessages);
  const [typed, setTyped] = useState<string | undefined>(undefined);
  return (
    <div className="byko-field webcam-day">
      <label htmlFor={id}>{messages.date}</label>
      <input
        id={id}
        type="date"
        value={typed ?? props.day}
        min={props.min}
        max={props.max}
        onChange={(event) => {
          const day = event.target.value;
          setTyped(day);
          if (day >= props.min && day <= props.max) props.model.jumpToDay(day);
        }}
        onBlur={() => setTyped(undefined)}
      />
    </div>
  );
}

/**
 * Fetches the pictures next to the shown one (and the one after next while playing) into the
 * browser's cache, so a step shows its picture at once instead of a blank frame while it loads.
 */
function usePreload(urls: readonly (string | undefined)[]): void {
  const loading = useRef(new Map<string, HTMLImageElement>());
  // One string, so the effect runs when the URLs change, not on every render's new array.
  const key = urls.filter((url) => url !== undefined).join('\n');
  useEffect(() => {
    for (const url of key.split('\n')) {
      if (url === '') continue;
      if (loading.current.has(url)) continue;
      const image = new Image();
      image.decoding = 'async';
      image.src = url;
      loading.current.set(url, image);
    }
    // Keep the few most recent: the cache holds the bytes, these only keep the requests alive.
    for (const url of [...loading.current.keys()].slice(0, -8)) loading.current.delete(url);
  }, [key]);
}

/** How long a picture may take before the spinner shows: a cached neighbour never flashes one. */
const lateAfterMs = 300;

/**
 * True once `waiting` has held for `key` (the picture's address) longer than lateAfterMs: the time
 * -lapse and the preloaded steps swap pictures within it, and a spinner there would only flicker
 * (and be announced at every step).
 */
function useLate(waiting: boolean, key: string | undefined): boolean {
  const [lateFor, setLateFor] = useState<string | undefined>(undefined);
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => setLateFor(key), lateAfterMs);
    return () => clearTimeout(timer);
  }, [waiting, key]);
  return waiting && lateFor === key;
}
