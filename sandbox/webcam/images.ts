import { escapeHtml } from '../html.ts';
import { shuffled } from '../shuffle.ts';
import {
  cameraHues,
  cameras,
  webcamDuplicateEvery,
  webcamImageCount,
  webcamIntervalMinutes,
} from './fixtures.ts';

// The webcams (SANDBOX.md "Tools"): the image list of the last two days and the images themselves,
// SVGs drawn from the camera and the time. Iceland keeps UTC all year, so UTC is the local time.

export type Camera = (typeof cameras)[number];

export interface WebcamImage {
  readonly id: string;
  /** ISO 8601 in UTC, e.g. 2026-11-24T10:10:00.000Z. */
  readonly timestamp: string;
}

const intervalMs = webcamIntervalMinutes * 60_000;

export function isCamera(name: string): name is Camera {
  return (cameras as readonly string[]).includes(name);
}

/** The camera's name in an id: lower case, ASCII letters only ('Breidd' → 'breidd'). */
export function cameraSlug(camera: string): string {
  return camera
    .toLowerCase()
    .replaceAll('þ', 'th')
    .replaceAll('ð', 'd')
    .replaceAll('æ', 'ae')
    .normalize('NFD')
    .replace(/[^a-z]/g, '');
}

const cameraOfSlug = new Map<string, Camera>(cameras.map((camera) => [cameraSlug(camera), camera]));

const pad = (value: number) => String(value).padStart(2, '0');

/** `<camera>-<yyyymmddHHMM>` in UTC, e.g. breidd-202611241010. */
export function webcamImageId(camera: Camera, at: Date): string {
  const stamp = `${at.getUTCFullYear()}${pad(at.getUTCMonth() + 1)}${pad(at.getUTCDate())}${pad(at.getUTCHours())}${pad(at.getUTCMinutes())}`;
  return `${cameraSlug(camera)}-${stamp}`;
}

/** The camera and moment of an id; undefined unless the camera exists and the time is on the 10-minute grid. */
export function parseWebcamImageId(id: string): { camera: Camera; at: Date } | undefined {
  const match = /^([a-z]+)-(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(id);
  if (!match) return undefined;
  const [, slug = '', ...parts] = match;
  const camera = cameraOfSlug.get(slug);
  const [year, month, day, hour, minute] = parts.map(Number) as [number, number, number, number, number];
  const at = new Date(Date.UTC(year, month - 1, day, hour, minute));
  // Date.UTC rolls 31 November over to 1 December: the id must name the moment it makes.
  if (!camera || at.getTime() % intervalMs !== 0 || webcamImageId(camera, at) !== id) return undefined;
  return { camera, at };
}

/**
 * The camera's images of the two days up to `now` (floored to the 10 minutes): 288, the newest at
 * that moment. As SANDBOX.md says, the list is not clean: every 7th image is listed twice and the
 * whole list comes shuffled, for the widget to de-duplicate and sort.
 */
export function webcamImages(camera: Camera, now: Date): WebcamImage[] {
  const newest = Math.floor(now.getTime() / intervalMs) * intervalMs;
  const images: WebcamImage[] = [];
  for (let index = 0; index < webcamImageCount; index += 1) {
    const at = new Date(newest - (webcamImageCount - 1 - index) * intervalMs);
    const image = { id: webcamImageId(camera, at), timestamp: at.toISOString() };
    images.push(image);
    if (index % webcamDuplicateEvery === 0) images.push({ ...image });
  }
  return shuffled(images);
}

/** 24.11.2026 kl. 10:10, as the images show it (UTC is Iceland's time). */
export function icelandicTime(at: Date): string {
  return `${pad(at.getUTCDate())}.${pad(at.getUTCMonth() + 1)}.${at.getUTCFullYear()} kl. ${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())}`;
}

const width = 640;
const height = 360;
const horizon = 250;

/**
 * A 640×360 picture: the sky lightens and darkens with the hour and the sun crosses it (so two images
 * of one camera visibly differ), the land and the label in the camera's own colour, the camera's name
 * and the time written on it.
 */
export function webcamImageSvg(camera: Camera, at: Date): string {
  const hue = cameraHues[camera];
  const minuteOfDay = at.getUTCHours() * 60 + at.getUTCMinutes();
  // Highest at noon, under the horizon from 18:00 to 06:00: a picture, not an almanac.
  const elevation = Math.sin(((minuteOfDay - 360) / 1440) * 2 * Math.PI);
  const daylight = Math.max(0, elevation);
  const skyTop = `hsl(${hue} 45% ${Math.round(10 + daylight * 55)}%)`;
  const skyBottom = `hsl(${hue} 35% ${Math.round(18 + daylight * 62)}%)`;
  const sunX = Math.round(40 + (minuteOfDay / 1440) * (width - 80));
  const sunY = Math.round(horizon - elevation * 190);
  const land =
    camera === 'Akureyri'
      ? `<path d="M0 ${horizon} L120 150 L210 215 L330 120 L470 220 L560 170 L640 210 V${height} H0 Z" fill="hsl(${hue} 30% ${Math.round(14 + daylight * 22)}%)"/>`
      : `<rect x="300" y="190" width="250" height="${horizon - 190}" fill="hsl(${hue} 35% ${Math.round(20 + daylight * 30)}%)"/><text x="425" y="228" font-family="system-ui,sans-serif" font-size="26" font-weight="700" text-anchor="middle" fill="#ffffff">BYKO</text>`;
  const stars =
    daylight === 0
      ? '<g fill="#ffffff" opacity="0.8"><circle cx="90" cy="60" r="1.5"/><circle cx="210" cy="40" r="1.2"/><circle cx="400" cy="70" r="1.5"/><circle cx="520" cy="35" r="1.2"/></g>'
      : '';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">`,
    `<title>${escapeHtml(camera)}: ${escapeHtml(icelandicTime(at))}</title>`,
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${skyTop}"/><stop offset="1" stop-color="${skyBottom}"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#sky)"/>`,
    stars,
    `<circle cx="${sunX}" cy="${sunY}" r="22" fill="#ffd54a"/>`,
    land,
    `<rect y="${horizon}" width="${width}" height="${height - horizon}" fill="hsl(${hue} 40% ${Math.round(12 + daylight * 26)}%)"/>`,
    `<rect x="16" y="16" width="220" height="44" rx="6" fill="hsl(${hue} 70% 28%)"/>`,
    `<text x="30" y="46" font-family="system-ui,sans-serif" font-size="24" font-weight="700" fill="#ffffff">${escapeHtml(camera)}</text>`,
    `<rect x="364" y="304" width="260" height="40" rx="6" fill="#000000" fill-opacity="0.65"/>`,
    `<text x="610" y="331" font-family="system-ui,sans-serif" font-size="20" text-anchor="end" fill="#ffffff">${escapeHtml(icelandicTime(at))}</text>`,
    '</svg>',
  ].join('');
}
