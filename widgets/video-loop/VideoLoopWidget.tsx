import { useSignals } from '@preact/signals-react/runtime';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useMessages } from '../core/runtime/locale.ts';
import { useLatest, useWidgetModel } from '../core/runtime/use-widget-model.ts';
import { useWidget } from '../core/runtime/widget-context.tsx';
import { Alert, Button, Spinner } from '../core/ui/index.ts';
import { apiImageUrl, mediaUrl } from '../core/url-template.ts';
import { defaultVideoListPath } from './video-loop.api.ts';
import { videoLoopMessages } from './video-loop.messages.ts';
import { VideoLoopModel, type VideoLoopModelInstance } from './video-loop.model.ts';

export interface VideoLoopWidgetProps {
  /** The video list file (`{ videos: [...] }`), relative to the page; default the API's `/videos/golfmot.json`. */
  src?: string;
}

/** `<byko-video-loop>`: the golf event's looping videos (spec §2 "Other tools", §9). */
export function VideoLoopWidget(props: VideoLoopWidgetProps): ReactNode {
  useSignals();
  const { api } = useWidget();
  const messages = useMessages(videoLoopMessages);
  const model = useWidgetModel((widget) => new VideoLoopModel({ api: () => widget().api }));
  const src = props.src?.trim();
  // An attribute's address is the page's to resolve; one that is not http(s) names no list.
  const listUrl = src
    ? (mediaUrl(src, document.baseURI) ?? '')
    : (apiImageUrl(defaultVideoListPath, api.baseUrl) ?? '');
  useEffect(() => {
    void model.load(listUrl);
    return model.dispose;
  }, [model, listUrl]);
  const state = model.state.value;
  return (
    <section className="video-loop" aria-label={messages.label} aria-busy={state.kind === 'loading'}>
      {state.kind === 'loading' ? (
        <div className="video-loop-stage">
          <VideoWait />
        </div>
      ) : model.allFailed.value ? (
        // The catalogue's text: Alert shows it in the element's language and reports it once.
        <Alert
          step="load"
          message={videoLoopMessages.allFailed}
          onRetry={model.retry}
          retryLabel={messages.retry}
        />
      ) : (
        <Player model={model} />
      )}
    </section>
  );
}

/**
 * Two videos at most in the page: the one playing, and under it the next, loaded ahead (its first
 * frame decoded), so the switch at the end of one shows the next's first frame at once, never a
 * black one. Keyed by index: the next becomes the one playing without loading again.
 */
function Player(props: { model: VideoLoopModelInstance }): ReactNode {
  useSignals();
  const { model } = props;
  const videos = model.videos.value;
  const position = model.position.value;
  const upcoming = model.upcoming.value;
  const paused = model.paused.value;
  const messages = useMessages(videoLoopMessages);
  // In index order whichever plays: a video moved in the page would stop.
  const shown = [position, ...(upcoming === undefined ? [] : [upcoming])].sort((a, b) => a - b);
  // Until the first video plays, its bytes are on their way: a spinner over the empty stage. The
  // later switches need none, as the next one waits loaded.
  const [started, setStarted] = useState(false);
  return (
    <>
      <div className="video-loop-stage" part="stage">
        {started ? null : <VideoWait />}
        {shown.map((index) => (
          <LoopVideo
            key={`${index} ${videos[index]}`}
            src={videos[index] ?? ''}
            active={index === position}
            // One playable video loops by itself.
            loop={upcoming === undefined}
            paused={paused}
            onEnded={model.ended}
            onPlaying={() => setStarted(true)}
            onFailed={() => model.fail(index)}
          />
        ))}
      </div>
      <div className="video-loop-controls">
        <Button variant="secondary" onClick={() => model.setPaused(!paused)} part="pause">
          {paused ? messages.play : messages.pause}
        </Button>
      </div>
    </>
  );
}

/** The wait for the list or the first video: the stage's own grey box is the video's shape. */
function VideoWait(): ReactNode {
  const messages = useMessages(videoLoopMessages);
  return (
    <div className="video-loop-wait">
      <Spinner size="large" label={messages.loading} />
    </div>
  );
}

function LoopVideo(props: {
  src: string;
  active: boolean;
  loop: boolean;
  paused: boolean;
  onEnded: () => void;
  onPlaying: () => void;
  onFailed: () => void;
}): ReactNode {
  const ref = useRef<HTMLVideoElement>(null);
  const { active, paused } = props;
  const failed = useLatest(props.onFailed);
  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    // Autoplay rules: a muted inline video may play without a gesture. React does not write the
    // `muted` attribute, so the property is set here, before any play().
    video.muted = true;
    if (!active) {
      video.pause();
      // Waits at its first frame for its turn (a video that played before starts over).
      if (video.currentTime !== 0) video.currentTime = 0;
      return;
    }
    if (paused) {
      video.pause();
      return;
    }
    video.play().catch((error: unknown) => {
      // A pause or a switch that came first aborts the play: not the video's fault.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      // NotSupportedError: no source the browser can play.
      if (error instanceof DOMException && error.name === 'NotSupportedError') failed()();
    });
  }, [active, paused, failed]);
  return (
    <video
      ref={ref}
      src={props.src}
      className="video-loop-video"
      data-active={active ? '' : undefined}
      aria-hidden={active ? undefined : 'true'}
      muted
      playsInline
      preload="auto"
      loop={props.loop}
      disablePictureInPicture
      onEnded={props.onEnded}
      onPlaying={props.onPlaying}
      onError={props.onFailed}
    />
  );
}
