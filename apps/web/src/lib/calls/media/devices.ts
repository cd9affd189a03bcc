/**
 * Opening the local devices a call sends. Each rejects when the device is missing or refused;
 * callers turn the matching toggle off (SPEC.md §4 "A failed video or screen-share start").
 */

const VIDEO: MediaTrackConstraints = {
  width: { ideal: 1280 },
  height: { ideal: 720 },
  frameRate: { ideal: 30 },
};
const AUDIO: MediaTrackConstraints = {
  echoCancellation: true,
  noiseSuppression: true,
  autoGainControl: true,
};

function mediaDevices(): MediaDevices {
  if (!navigator.mediaDevices) throw new Error('This browser cannot open a microphone or camera here.');
  return navigator.mediaDevices;
}

async function firstTrack(stream: Promise<MediaStream>, kind: 'audio' | 'video'): Promise<MediaStreamTrack> {
  const opened = await stream;
  const [track] = kind === 'audio' ? opened.getAudioTracks() : opened.getVideoTracks();
  if (!track) throw new Error(`No ${kind} track was opened.`);
  return track;
}

export async function openMicrophone(): Promise<MediaStreamTrack> {
  return firstTrack(mediaDevices().getUserMedia({ audio: AUDIO }), 'audio');
}

export async function openCamera(): Promise<MediaStreamTrack> {
  return firstTrack(mediaDevices().getUserMedia({ video: VIDEO }), 'video');
}

/** The screen, window or tab the user picks. Its `ended` event fires when the browser's own control stops it. */
export async function openScreen(): Promise<MediaStreamTrack> {
  return firstTrack(
    mediaDevices().getDisplayMedia({ video: { frameRate: { ideal: 15 } }, audio: false }),
    'video',
  );
}

/** Opens what a call starts with; a device that fails is null rather than failing the call. */
export async function openCallTracks(video: boolean): Promise<{
  audio: MediaStreamTrack | null;
  video: MediaStreamTrack | null;
}> {
  const [audio, camera] = await Promise.all([
    openMicrophone().catch(() => null),
    video ? openCamera().catch(() => null) : Promise.resolve(null),
  ]);
  return { audio, video: camera };
}
